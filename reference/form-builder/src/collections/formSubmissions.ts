import type { CollectionConfig, Field } from 'payload'
import type { ResolvedFormBuilder } from '../types'
import { FORMS_SLUG, SUBMISSIONS_SLUG } from '../defaults'
import { buildIntakeEndpoint } from '../endpoints/intake'
import { buildDispatchActionsAfterChange, buildEventHooks } from '../hooks/dispatch'
import { buildSpamGuardBeforeValidate, buildStoreUploadsBeforeChange, buildValidateSubmissionBeforeValidate } from '../hooks/intake'

const loggedIn = ({ req }: { req: { user?: unknown } }) => Boolean(req.user)
const serverOnly = { create: () => false, update: () => false }

export const buildSubmissionsCollection = (resolved: ResolvedFormBuilder): CollectionConfig => {
  const { spam, uploadsCollection } = resolved
  const events = resolved.options.events && buildEventHooks(resolved.options.events, resolved.now)
  // Raw fields stay in storage and API responses; the admin shows SubmissionAnswers instead.
  const raw = (field: Field): Field => ({ ...field, admin: { ...field.admin, hidden: !resolved.options.showSubmissionRawFields } }) as Field
  return {
    slug: SUBMISSIONS_SLUG,
    // The spec's columns; titled and found by who sent it (an email answer, or the signed-in user), not by id.
    admin: { defaultColumns: ['form', 'status', 'locale', 'createdAt'], listSearchableFields: ['submitter'], useAsTitle: 'submitter' },
    access: { create: () => true, read: loggedIn, update: loggedIn, delete: loggedIn },
    // The public intake reads its own body: core answers 500 to the malformed ones.
    endpoints: [buildIntakeEndpoint()],
    hooks: {
      beforeValidate: [...(spam ? [buildSpamGuardBeforeValidate(spam)] : []), buildValidateSubmissionBeforeValidate(resolved)],
      beforeChange: uploadsCollection ? [buildStoreUploadsBeforeChange(uploadsCollection)] : [],
      afterChange: [buildDispatchActionsAfterChange(resolved), ...(events ? [events.afterChange] : [])],
      afterDelete: events ? [events.afterDelete] : [],
    },
    fields: [
      // Set by the intake; in the admin a link to the form, not a picker (nor a "+" that creates one).
      { name: 'form', type: 'relationship', relationTo: FORMS_SLUG, required: true, index: true, admin: { allowCreate: false, readOnly: true } },
      {
        name: 'submitter',
        type: 'text',
        index: true,
        access: serverOnly,
        admin: { readOnly: true, position: 'sidebar', description: 'The first email answer, else the email of the signed-in user who sent it.' },
      },
      {
        name: 'status',
        type: 'select',
        defaultValue: 'received',
        options: ['received', 'flagged'],
        access: { create: () => false },
        admin: { position: 'sidebar' },
      },
      { name: 'answers', type: 'ui', admin: { components: { Field: '@payload-plugin-suite/form-builder/admin#SubmissionAnswers' } } },
      raw({ name: 'locale', type: 'text' }),
      raw({ name: 'values', type: 'json' }),
      raw({ name: 'descriptors', type: 'json', access: serverOnly }),
      raw({ name: 'consent', type: 'json', access: serverOnly }),
      raw({ name: 'meta', type: 'json', access: serverOnly }),
      // Action outcomes may carry internal error messages: staff only, never the submitter.
      {
        name: 'actionResults',
        type: 'json',
        access: { ...serverOnly, read: loggedIn },
        admin: { readOnly: true, position: 'sidebar', components: { Field: '@payload-plugin-suite/form-builder/admin#ActionResultsField' } },
      },
      // One-vote-per-submitter key (user or IP); never sent to a browser.
      { name: 'voter', type: 'text', index: true, access: { ...serverOnly, read: () => false }, admin: { hidden: true } },
    ],
  }
}
