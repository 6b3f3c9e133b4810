import type { Block, CollectionConfig, Field } from 'payload'
import type { FieldDefinition, ResolvedFormBuilder } from '../types'
import { FORMS_SLUG } from '../defaults'
import { buildConsentSourceListEndpoint, buildConsentSourcesEndpoint } from '../endpoints/consent'
import { buildPollEndpoints } from '../endpoints/poll'
import { buildResolveAuthoringBeforeChange } from '../hooks/authoring'
import { buildClosePollBeforeChange, buildPollOutcomeBeforeChange } from '../hooks/pollOutcome'
import { pickText } from '../translations'

const loggedIn = ({ req }: { req: { user?: unknown } }) => Boolean(req.user)

/** Poll settings other than its type show only once the form is a poll. */
const isPoll = (_: unknown, sibling: { type?: unknown } | undefined) => Boolean(sibling?.type)

const blockOf = (slug: string, labels: FieldDefinition['labels'], fields: Field[]): Block => ({
  slug,
  labels: { singular: labels.singular, plural: labels.plural } as Block['labels'],
  fields,
})

export const buildFormsCollection = (resolved: ResolvedFormBuilder): CollectionConfig => {
  const { localize, buttons } = resolved
  const pollTypes = resolved.pollTypes && Object.values(resolved.pollTypes)
  const steps: Field = {
    name: 'steps',
    type: 'array',
    // "Flow" heads the list column; the rows are the steps.
    label: 'Flow',
    labels: { singular: 'Step', plural: 'Steps' },
    admin: { description: 'Split the form into steps. Fields in no step belong to every path; a step with a condition is reachable only when it holds.' },
    fields: [
      { name: 'title', type: 'text', localized: localize },
      { name: 'fields', type: 'text', hasMany: true, admin: { description: 'Names of the fields on this step.' } },
      {
        name: 'condition',
        type: 'group',
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'field', type: 'text', admin: { width: '50%' } },
              { name: 'equals', type: 'text', admin: { width: '50%' } },
            ],
          },
        ],
      },
    ],
  }
  const response: Field = {
    name: 'response',
    type: 'group',
    fields: [
      {
        name: 'type',
        type: 'radio',
        defaultValue: 'message',
        options: [
          { label: 'Message', value: 'message' },
          { label: 'Redirect', value: 'redirect' },
        ],
      },
      { name: 'message', type: 'richText', editor: resolved.editor, localized: localize, admin: { condition: (_, sibling) => sibling?.type !== 'redirect' } },
      {
        name: 'redirect',
        type: 'group',
        admin: { condition: (_, sibling) => sibling?.type === 'redirect' },
        fields: resolved.redirectFields,
      },
    ],
  }
  const poll: Field | null = pollTypes && {
    name: 'poll',
    type: 'group',
    fields: [
      {
        name: 'type',
        type: 'select',
        options: pollTypes.map((type) => ({ value: type.slug, label: pickText(type.label) ?? type.slug })),
        admin: { description: 'Empty: this form is not a poll.' },
      },
      {
        name: 'options',
        type: 'array',
        admin: { condition: (_, sibling) => Boolean(sibling?.type) && sibling?.type !== 'source' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'label', type: 'text', localized: localize, admin: { width: '50%' } },
              { name: 'value', type: 'text', required: true, admin: { width: '50%' } },
            ],
          },
        ],
      },
      {
        name: 'source',
        type: 'group',
        admin: { condition: (_, sibling) => sibling?.type === 'source' },
        fields: [
          { name: 'name', type: 'text', admin: { description: 'Passed to poll.sources.' } },
          { name: 'params', type: 'json', admin: { description: 'Passed to the source; never sent to visitors.' } },
        ],
      },
      {
        type: 'row',
        admin: { condition: isPoll },
        fields: [
          { name: 'voteField', type: 'text', defaultValue: 'vote', admin: { width: '33%' } },
          { name: 'multiple', type: 'checkbox', admin: { width: '33%' } },
          { name: 'onePerSubmitter', type: 'checkbox', admin: { width: '33%' } },
        ],
      },
      {
        name: 'visibility',
        type: 'select',
        defaultValue: 'afterClose',
        options: [
          { value: 'public', label: 'Public' },
          { value: 'afterClose', label: 'After it closes' },
          { value: 'editors', label: 'Editors only' },
        ],
        admin: { condition: isPoll },
      },
      {
        type: 'row',
        admin: { condition: isPoll },
        fields: [
          { name: 'closed', type: 'checkbox', admin: { width: '50%' } },
          { name: 'closesAt', type: 'date', admin: { width: '50%', date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
      { name: 'outcome', type: 'group', admin: { condition: isPoll }, fields: resolved.outcomeFields },
    ],
  }

  return {
    slug: FORMS_SLUG,
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'fields', 'steps', ...(pollTypes ? ['poll'] : []), 'updatedAt'],
    },
    access: { read: () => true, create: loggedIn, update: loggedIn, delete: loggedIn },
    hooks: {
      beforeChange: [
        buildResolveAuthoringBeforeChange(resolved),
        ...(pollTypes ? [buildClosePollBeforeChange(resolved), buildPollOutcomeBeforeChange(resolved)] : []),
      ],
    },
    endpoints: [buildConsentSourceListEndpoint(resolved), buildConsentSourcesEndpoint(resolved), ...(pollTypes ? buildPollEndpoints(resolved) : [])],
    fields: [
      { name: 'title', type: 'text', required: true },
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Fields',
            fields: [
              {
                name: 'fields',
                type: 'blocks',
                blocks: Object.values(resolved.definitions).map((definition) => blockOf(definition.type, definition.labels, definition.fields)),
                admin: { components: { Cell: '@payload-plugin-suite/form-builder/admin#FieldCountCell' } },
              },
              buttons.submit,
            ],
          },
          {
            label: 'Flow',
            fields: [
              { ...steps, admin: { ...steps.admin, components: { Cell: '@payload-plugin-suite/form-builder/admin#StepCountCell' } } },
              {
                type: 'row',
                admin: { condition: (data) => Array.isArray(data?.steps) && data.steps.length > 0 },
                fields: [buttons.next, buttons.prev],
              },
            ],
          },
          { label: 'Response', fields: [response] },
          {
            label: 'Actions',
            fields: [
              {
                name: 'actions',
                type: 'blocks',
                blocks: Object.values(resolved.actions).map((action) => blockOf(action.slug, action.labels, action.fields)),
              },
            ],
          },
          ...(poll ? [{ label: 'Poll', fields: [{ ...poll, admin: { components: { Cell: '@payload-plugin-suite/form-builder/admin#PollCell' } } } as Field] }] : []),
        ],
      },
      {
        name: 'buttons',
        type: 'group',
        admin: {
          description: 'Button settings a host adds (e.g. through overrides.forms.fields); the host merges them into what it renders.',
          // Empty until a host adds fields: then it shows, without the host having to unhide it.
          components: { Field: '@payload-plugin-suite/form-builder/admin#ButtonsGroupField' },
        },
        fields: [],
      },
    ],
  }
}
