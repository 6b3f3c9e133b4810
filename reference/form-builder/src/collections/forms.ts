import type { Block, BlocksField, CollectionConfig, Field } from 'payload'
import { adminComponent, FORMS_SLUG, richTextAdmin } from '../defaults'
import { buildConsentSourceListEndpoint, buildConsentSourcesEndpoint } from '../endpoints/consent'
import { buildDepartmentListEndpoint, buildSenderListEndpoint } from '../endpoints/email'
import { buildPollEndpoints } from '../endpoints/poll'
import { optionRow } from '../fields/definitions'
import { settingSelect } from '../fields/settingSelect'
import { buildResolveAuthoringBeforeChange } from '../hooks/authoring'
import { keepAnsweredForms } from '../hooks/keepSubmissions'
import { buildClosePollBeforeChange, buildPollOutcomeBeforeChange } from '../hooks/pollOutcome'
import { formBuilderLabel as label } from '../i18n'
import type { FieldDefinition, ResolvedFormBuilder } from '../types'

const loggedIn = ({ req }: { req: { user?: unknown } }) => Boolean(req.user)

/** Poll settings other than its type show only once the form is a poll. */
const isPoll = (_: unknown, sibling: { type?: unknown } | undefined) => Boolean(sibling?.type)

/** A field block's row reads as the field it authors (its label, else its name), not "Untitled". */
const ROW_LABEL: Block['admin'] = { components: { Label: adminComponent('FieldRowLabel') } }

const blockOf = (slug: string, labels: FieldDefinition['labels'], fields: Field[]): Block => ({
  slug,
  custom: { adminWiki: { coverage: 'entityOnly' } }, // the admin wiki's Coverage: one target per field type or action
  labels: { singular: labels.singular, plural: labels.plural } as Block['labels'],
  fields,
  admin: ROW_LABEL,
})

/** The blocks field an editor authors one registry with (field types, actions): a block per entry. */
const registryField = (
  name: 'fields' | 'actions',
  singular: 'field' | 'action',
  blocks: Block[],
): BlocksField => ({
  name,
  type: 'blocks',
  label: label(name),
  labels: { singular: label(singular), plural: label(name) },
  blocks,
})

export const buildFormsCollection = (resolved: ResolvedFormBuilder): CollectionConfig => {
  const { localize, buttons } = resolved
  const pollTypes = resolved.pollTypes && Object.values(resolved.pollTypes)
  const steps: Field = {
    name: 'steps',
    type: 'array',
    // "Flow" heads the list column; the rows are the steps.
    label: label('flow'),
    labels: { singular: label('step'), plural: label('steps') },
    admin: { description: label('stepsDescription') },
    fields: [
      { name: 'title', type: 'text', label: label('title'), localized: localize },
      {
        name: 'fields',
        type: 'text',
        hasMany: true,
        label: label('stepFields'),
        // Stored as field names; editors pick the form's own fields by their labels.
        admin: {
          description: label('stepFieldsDescription'),
          components: { Field: adminComponent('StepFieldsField') },
        },
      },
      {
        name: 'condition',
        type: 'group',
        label: label('condition'),
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'field',
                type: 'text',
                label: label('conditionField'),
                admin: { width: '50%' },
              },
              { name: 'equals', type: 'text', label: label('equals'), admin: { width: '50%' } },
            ],
          },
        ],
      },
    ],
  }
  const response: Field = {
    name: 'response',
    type: 'group',
    label: label('response'),
    fields: [
      {
        name: 'type',
        type: 'radio',
        label: label('responseType'),
        defaultValue: 'message',
        options: [
          { label: label('responseMessage'), value: 'message' },
          { label: label('responseRedirect'), value: 'redirect' },
        ],
      },
      {
        name: 'message',
        type: 'richText',
        label: label('responseMessage'),
        editor: resolved.editor,
        localized: localize,
        admin: { ...richTextAdmin(), condition: (_, sibling) => sibling?.type !== 'redirect' },
      },
      {
        name: 'redirect',
        type: 'group',
        label: label('responseRedirect'),
        admin: { condition: (_, sibling) => sibling?.type === 'redirect' },
        fields: resolved.redirectFields,
      },
    ],
  }
  const poll: Field | null = pollTypes && {
    name: 'poll',
    type: 'group',
    label: label('poll'),
    fields: [
      {
        name: 'type',
        type: 'select',
        label: label('pollType'),
        options: pollTypes.map((type) => ({ value: type.slug, label: type.label ?? type.slug })),
        admin: { description: label('pollTypeDescription') },
      },
      {
        name: 'options',
        type: 'array',
        label: label('options'),
        labels: { singular: label('option'), plural: label('options') },
        admin: { condition: (_, sibling) => Boolean(sibling?.type) && sibling?.type !== 'source' },
        fields: [optionRow(localize)],
      },
      {
        name: 'source',
        type: 'group',
        label: label('source'),
        admin: { condition: (_, sibling) => sibling?.type === 'source' },
        fields: [
          {
            name: 'name',
            type: 'text',
            label: label('sourceName'),
            admin: { description: label('sourceNameDescription') },
          },
          {
            name: 'params',
            type: 'json',
            label: label('sourceParams'),
            admin: { description: label('sourceParamsDescription') },
          },
        ],
      },
      {
        type: 'row',
        admin: { condition: isPoll },
        fields: [
          {
            name: 'voteField',
            type: 'text',
            label: label('voteField'),
            defaultValue: 'vote',
            admin: { width: '33%' },
          },
          { name: 'multiple', type: 'checkbox', label: label('multiple'), admin: { width: '33%' } },
          {
            name: 'onePerSubmitter',
            type: 'checkbox',
            label: label('onePerSubmitter'),
            admin: { width: '33%' },
          },
        ],
      },
      {
        ...settingSelect('visibility', 'afterClose', {
          public: 'visibilityPublic',
          afterClose: 'visibilityAfterClose',
          editors: 'visibilityEditors',
        }),
        admin: { condition: isPoll },
      },
      {
        type: 'row',
        admin: { condition: isPoll },
        fields: [
          { name: 'closed', type: 'checkbox', label: label('closed'), admin: { width: '50%' } },
          {
            name: 'closesAt',
            type: 'date',
            label: label('closesAt'),
            admin: { width: '50%', date: { pickerAppearance: 'dayAndTime' } },
          },
        ],
      },
      {
        name: 'outcome',
        type: 'group',
        label: label('outcome'),
        admin: { condition: isPoll },
        fields: resolved.outcomeFields,
      },
    ],
  }

  return {
    slug: FORMS_SLUG,
    labels: { singular: label('form'), plural: label('forms') },
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'fields', 'steps', ...(pollTypes ? ['poll'] : []), 'updatedAt'],
    },
    access: { read: () => true, create: loggedIn, update: loggedIn, delete: loggedIn },
    hooks: {
      beforeChange: [
        buildResolveAuthoringBeforeChange(resolved),
        ...(pollTypes
          ? [buildClosePollBeforeChange(resolved), buildPollOutcomeBeforeChange(resolved)]
          : []),
      ],
      beforeDelete: [keepAnsweredForms],
    },
    endpoints: [
      buildConsentSourceListEndpoint(resolved),
      buildConsentSourcesEndpoint(resolved),
      buildDepartmentListEndpoint(resolved),
      buildSenderListEndpoint(resolved),
      ...(pollTypes ? buildPollEndpoints(resolved) : []),
    ],
    fields: [
      { name: 'title', type: 'text', label: label('title'), required: true },
      {
        type: 'tabs',
        tabs: [
          {
            label: label('fieldsTab'),
            fields: [
              {
                ...registryField(
                  'fields',
                  'field',
                  Object.values(resolved.definitions).map((definition) =>
                    blockOf(definition.type, definition.labels, definition.fields),
                  ),
                ),
                admin: { components: { Cell: adminComponent('FieldCountCell') } },
              },
              buttons.submit,
            ],
          },
          {
            label: label('flowTab'),
            fields: [
              {
                ...steps,
                admin: { ...steps.admin, components: { Cell: adminComponent('StepCountCell') } },
              },
              {
                type: 'row',
                admin: { condition: (data) => Array.isArray(data?.steps) && data.steps.length > 0 },
                fields: [buttons.next, buttons.prev],
              },
            ],
          },
          { label: label('responseTab'), fields: [response] },
          {
            label: label('actionsTab'),
            fields: [
              registryField(
                'actions',
                'action',
                Object.values(resolved.actions).map((action) =>
                  blockOf(action.slug, action.labels, action.fields),
                ),
              ),
            ],
          },
          ...(poll
            ? [
                {
                  label: label('pollTab'),
                  fields: [
                    {
                      ...poll,
                      admin: { components: { Cell: adminComponent('PollCell') } },
                    } as Field,
                  ],
                },
              ]
            : []),
        ],
      },
      {
        name: 'buttons',
        type: 'group',
        label: label('buttons'),
        admin: {
          description: label('buttonsDescription'),
          // Empty until a host adds fields: then it shows, without the host having to unhide it.
          components: { Field: adminComponent('ButtonsGroupField') },
        },
        fields: [],
      },
    ],
  }
}
