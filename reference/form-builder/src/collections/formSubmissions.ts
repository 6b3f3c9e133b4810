import type { CollectionConfig, Field } from 'payload'
import { dispatchActionsAfterChange, emitEventAfterChange, emitEventAfterDelete } from '../hooks/dispatch'
import { spamGuardBeforeValidate, storeUploadsBeforeChange, validateSubmissionBeforeValidate } from '../hooks/intake'
import { FORMS_SLUG, SUBMISSIONS_SLUG } from '../runtime'

const loggedIn = ({ req }: { req: { user?: unknown } }) => Boolean(req.user)
const serverOnly = { create: () => false, update: () => false }

export const buildSubmissionsCollection = ({ showRawFields, spam }: { showRawFields: boolean; spam: boolean }): CollectionConfig => {
  // Raw fields stay in storage and API responses; the admin shows SubmissionAnswers instead.
  const raw = (field: Field): Field => ({ ...field, admin: { ...field.admin, hidden: !showRawFields } }) as Field
  return {
    slug: SUBMISSIONS_SLUG,
    admin: { defaultColumns: ['form', 'status', 'locale', 'createdAt'] },
    access: { create: () => true, read: loggedIn, update: loggedIn, delete: loggedIn },
    hooks: {
      beforeValidate: [...(spam ? [spamGuardBeforeValidate] : []), validateSubmissionBeforeValidate],
      beforeChange: [storeUploadsBeforeChange],
      afterChange: [dispatchActionsAfterChange, emitEventAfterChange],
      afterDelete: [emitEventAfterDelete],
    },
    fields: [
      { name: 'form', type: 'relationship', relationTo: FORMS_SLUG, required: true, index: true },
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
      { name: 'actionResults', type: 'json', access: { ...serverOnly, read: loggedIn }, admin: { readOnly: true } },
      // One-vote-per-submitter key (user or IP); never sent to a browser.
      { name: 'voter', type: 'text', index: true, access: { ...serverOnly, read: () => false }, admin: { hidden: true } },
    ],
  }
}
