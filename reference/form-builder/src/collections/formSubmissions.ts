import type { CollectionConfig, Field } from 'payload'
import { adminComponent, FORMS_SLUG, INTAKE_CONTEXT_KEY, SUBMISSIONS_SLUG } from '../defaults'
import { buildIntakeEndpoint } from '../endpoints/intake'
import { settingSelect } from '../fields/settingSelect'
import { buildDispatchActionsAfterChange, buildEventHooks } from '../hooks/dispatch'
import {
  buildSpamGuardBeforeValidate,
  buildStoreUploadsBeforeChange,
  buildValidateSubmissionBeforeValidate,
} from '../hooks/intake'
import { formBuilderLabel as label } from '../i18n'
import type { ResolvedFormBuilder } from '../types'

const loggedIn = ({ req }: { req: { user?: unknown } }) => Boolean(req.user)
const serverOnly = { create: () => false, update: () => false }

export const buildSubmissionsCollection = (resolved: ResolvedFormBuilder): CollectionConfig => {
  const { spam, uploadsCollection } = resolved
  const events = resolved.options.events && buildEventHooks(resolved.options.events, resolved.now)
  // Raw fields stay in storage and API responses; the admin shows SubmissionAnswers instead.
  const raw = (field: Field): Field =>
    ({
      ...field,
      admin: { ...field.admin, hidden: !resolved.options.showSubmissionRawFields },
    }) as Field
  return {
    slug: SUBMISSIONS_SLUG,
    custom: { adminWiki: { coverage: 'none' } }, // a log: the admin wiki's Coverage counts it not at all
    labels: { singular: label('formSubmission'), plural: label('formSubmissions') },
    // The spec's columns; titled and found by who sent it (an email answer, or the signed-in user), not by id.
    admin: {
      defaultColumns: ['form', 'status', 'locale', 'createdAt'],
      listSearchableFields: ['submitter'],
      useAsTitle: 'submitter',
    },
    // Anyone may submit through the intake; the admin, asking without it, offers no "Create New"
    // (an empty submission an editor would fill in by hand).
    access: {
      create: ({ req }) => req.context[INTAKE_CONTEXT_KEY] === true,
      read: loggedIn,
      update: loggedIn,
      delete: loggedIn,
    },
    // The public intake reads its own body: core answers 500 to the malformed ones.
    endpoints: [buildIntakeEndpoint()],
    hooks: {
      beforeValidate: [
        ...(spam ? [buildSpamGuardBeforeValidate(spam)] : []),
        buildValidateSubmissionBeforeValidate(resolved),
      ],
      beforeChange: uploadsCollection ? [buildStoreUploadsBeforeChange(uploadsCollection)] : [],
      afterChange: [
        buildDispatchActionsAfterChange(resolved),
        ...(events ? [events.afterChange] : []),
      ],
      afterDelete: events ? [events.afterDelete] : [],
    },
    fields: [
      // Set by the intake; in the admin a link to the form, not a picker (nor a "+" that creates one).
      {
        name: 'form',
        type: 'relationship',
        label: label('form'),
        relationTo: FORMS_SLUG,
        required: true,
        index: true,
        admin: {
          allowCreate: false,
          readOnly: true,
          components: { Field: adminComponent('FormLinkField') },
        },
      },
      {
        name: 'submitter',
        type: 'text',
        label: label('submitter'),
        index: true,
        access: serverOnly,
        admin: { readOnly: true, position: 'sidebar', description: label('submitterDescription') },
      },
      {
        ...settingSelect('status', 'received', {
          received: 'statusReceived',
          flagged: 'statusFlagged',
        }),
        access: { create: () => false },
        admin: { position: 'sidebar' },
      },
      {
        name: 'answers',
        type: 'ui',
        admin: { components: { Field: adminComponent('SubmissionAnswers') } },
      },
      raw({ name: 'locale', type: 'text', label: label('locale') }),
      raw({ name: 'values', type: 'json', label: label('values') }),
      raw({ name: 'descriptors', type: 'json', label: label('descriptors'), access: serverOnly }),
      raw({ name: 'consent', type: 'json', label: label('consent'), access: serverOnly }),
      raw({ name: 'meta', type: 'json', label: label('meta'), access: serverOnly }),
      // Action outcomes may carry internal error messages: staff only, never the submitter.
      {
        name: 'actionResults',
        type: 'json',
        label: label('actionResults'),
        access: { ...serverOnly, read: loggedIn },
        admin: {
          readOnly: true,
          position: 'sidebar',
          components: { Field: adminComponent('ActionResultsField') },
        },
      },
      // One-vote-per-submitter key (user or IP); never sent to a browser.
      {
        name: 'voter',
        type: 'text',
        index: true,
        access: { ...serverOnly, read: () => false },
        admin: { hidden: true },
      },
    ],
  }
}
