import type { Field } from 'payload'
import type { ActionContext, ActionDefinition } from '../types'
import { isValidEmail } from '../rules'
import { renderBody, renderSubject } from './render'

const fromField = (): Field => ({
  name: 'from',
  type: 'text',
  admin: { description: 'One of the configured sender addresses; empty uses the project default.' },
})

const messageFields = (localize: boolean): Field[] => [
  fromField(),
  { name: 'subject', type: 'text', required: true, localized: localize, admin: { description: 'May use {{fieldName}}.' } },
  { name: 'body', type: 'richText', localized: localize },
]

const send = async ({ action, form, submission, payload, req }: ActionContext, to: string) => {
  const locale = submission.locale as string | undefined
  await payload.sendEmail({
    to,
    ...(action.from ? { from: String(action.from) } : {}),
    subject: renderSubject(String(action.subject ?? form.title ?? ''), submission),
    html: await renderBody(action.body, submission, locale),
  })
  req.payload.logger.debug({ msg: 'formBuilder: email sent', form: form.id, to })
  return { to }
}

/** Built-in actions. emailTeam sends to the address frozen when the form was authored. */
export const buildDefaultActionDefinitions = (localize = true): ActionDefinition[] => [
  {
    slug: 'emailTeam',
    labels: { singular: 'Email the team', plural: 'Email the team' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'department', type: 'text', admin: { width: '50%', description: 'Department id; its address is frozen on save.' } },
          {
            name: 'address',
            type: 'email',
            admin: { width: '50%', description: 'Resolved from the department when the form is saved (or typed when no departments are configured).' },
          },
        ],
      },
      ...messageFields(localize),
    ],
    // The department's address is resolved when the form is saved and frozen: a later change of
    // the departments resolver does not move mail of this form until an editor re-picks.
    prepare: async ({ action, previous, req, options }) => {
      const resolve = options.email?.departments
      if (!resolve) return
      if (previous && previous.department === action.department && previous.address) {
        action.address = previous.address
        return
      }
      if (!action.department) return { department: 'Pick a department.' }
      const department = (await resolve({ req })).find((entry) => entry.id === action.department)
      if (!department) return { department: `Unknown department: ${String(action.department)}` }
      action.address = department.address
    },
    run: (context) => {
      const address = String(context.action.address ?? '')
      if (!isValidEmail(address)) throw new Error(`emailTeam has no valid address (department ${String(context.action.department ?? 'none')})`)
      return send(context, address)
    },
  },
  {
    slug: 'emailSubmitter',
    labels: { singular: 'Email the submitter', plural: 'Email the submitter' },
    fields: [
      { name: 'emailField', type: 'text', required: true, admin: { description: 'Name of the form field holding the address.' } },
      ...messageFields(localize),
    ],
    run: (context) => {
      const to = context.submission.values?.[String(context.action.emailField)]
      // No address (an optional field left empty) is not a failure: there is no one to write to.
      if (!isValidEmail(to)) return { skipped: 'no submitter address' }
      return send(context, to)
    },
  },
]

export const defaultActionDefinitions: ActionDefinition[] = buildDefaultActionDefinitions(true)
