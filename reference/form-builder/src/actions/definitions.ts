import type { Field } from 'payload'
import { adminComponent, richTextAdmin, SKIP_REASONS } from '../defaults'
import { formBuilderT, formBuilderLabel as label } from '../i18n'
import { isValidEmail } from '../rules'
import type { ActionContext, ActionDefinition } from '../types'
import { renderBody, renderSubject } from './render'

const fromField = (): Field => ({
  name: 'from',
  type: 'text',
  label: label('from'),
  admin: {
    description: label('fromDescription'),
    // A pick from email.fromAddresses (free text without that resolver).
    components: { Field: adminComponent('SenderField') },
  },
})

const messageFields = (localize: boolean): Field[] => [
  fromField(),
  {
    name: 'subject',
    type: 'text',
    label: label('subject'),
    required: true,
    localized: localize,
    admin: { description: label('subjectDescription') },
  },
  {
    name: 'body',
    type: 'richText',
    label: label('body'),
    localized: localize,
    admin: richTextAdmin(),
  },
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
    labels: { singular: label('emailTeam'), plural: label('emailTeam') },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'department',
            type: 'text',
            label: label('department'),
            admin: {
              width: '50%',
              description: label('departmentDescription'),
              // A pick from email.departments (free text without that resolver).
              components: { Field: adminComponent('DepartmentField') },
            },
          },
          {
            name: 'address',
            type: 'email',
            label: label('address'),
            admin: { width: '50%', description: label('addressDescription') },
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
      const t = formBuilderT(req.t)
      if (!action.department) return { department: t('pickDepartment') }
      const department = (await resolve({ req })).find((entry) => entry.id === action.department)
      if (!department)
        return { department: t('unknownDepartment', { department: String(action.department) }) }
      action.address = department.address
    },
    run: (context) => {
      const address = String(context.action.address ?? '')
      if (!isValidEmail(address))
        throw new Error(
          `emailTeam has no valid address (department ${String(context.action.department ?? 'none')})`,
        )
      return send(context, address)
    },
  },
  {
    slug: 'emailSubmitter',
    labels: { singular: label('emailSubmitter'), plural: label('emailSubmitter') },
    fields: [
      {
        name: 'emailField',
        type: 'text',
        label: label('emailField'),
        required: true,
        admin: { description: label('emailFieldDescription') },
      },
      ...messageFields(localize),
    ],
    run: (context) => {
      const to = context.submission.values?.[String(context.action.emailField)]
      // No address (an optional field left empty) is not a failure: there is no one to write to.
      if (!isValidEmail(to)) return { skipped: SKIP_REASONS.noSubmitterAddress }
      return send(context, to)
    },
  },
]

export const defaultActionDefinitions: ActionDefinition[] = buildDefaultActionDefinitions(true)
