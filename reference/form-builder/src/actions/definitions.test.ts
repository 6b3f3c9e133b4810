import type { Payload, PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'
import { SKIP_REASONS } from '../defaults'
import type { ActionContext, FormBuilderOptions } from '../types'
import { defaultActionDefinitions } from './definitions'

const [emailTeam, emailSubmitter] = defaultActionDefinitions
// A t that knows no key: the plugin answers in its own English.
const req = {
  t: (key: string) => key,
  payload: { logger: { debug: () => {} } },
} as unknown as PayloadRequest
const DEPARTMENTS = [
  { id: 'sales', address: 'sales@example.test' },
  { id: 'support', address: 'support@example.test' },
]
const withDepartments: FormBuilderOptions = { email: { departments: () => DEPARTMENTS } }

/** What emailTeam's authoring step does to an action, and the errors it answers with. */
const prepared = async (
  action: Record<string, unknown>,
  previous?: Record<string, unknown>,
  options = withDepartments,
) => {
  const result = await emailTeam!.prepare!({ action, previous, req, options })
  return { action, errors: result ?? null }
}

/** Runs an action against a mail transport that keeps what it was asked to send. */
const ran = async (
  definition: typeof emailTeam,
  action: Record<string, unknown>,
  submission: Record<string, unknown>,
) => {
  const sent: Array<Record<string, unknown>> = []
  const payload = { sendEmail: async (message: Record<string, unknown>) => sent.push(message) }
  const context = {
    action: { blockType: definition!.slug, ...action },
    form: { id: 1, title: 'Contact' },
    submission,
    req,
    payload: payload as unknown as Payload,
  } as ActionContext
  return { result: await definition!.run(context), sent }
}

/** The built-in email actions beyond the FB family's delivered mail: authoring, failures and skips. */
describe('form-builder built-in email actions (reference unit)', () => {
  test('emailTeam, on save: the department’s address frozen into the action, kept while the department is; refusals name the field', async () => {
    expect(await prepared({ department: 'sales' })).toEqual({
      action: { department: 'sales', address: 'sales@example.test' },
      errors: null,
    })
    // Unchanged department: the address frozen before stays, whatever the resolver says now.
    expect(
      await prepared({ department: 'sales' }, { department: 'sales', address: 'old@example.test' }),
    ).toEqual({ action: { department: 'sales', address: 'old@example.test' }, errors: null })
    expect(
      await prepared(
        { department: 'support' },
        { department: 'sales', address: 'sales@example.test' },
      ),
    ).toEqual({ action: { department: 'support', address: 'support@example.test' }, errors: null })
    // A previous version without an address (none was frozen): resolved now.
    expect(await prepared({ department: 'sales' }, { department: 'sales' })).toEqual({
      action: { department: 'sales', address: 'sales@example.test' },
      errors: null,
    })
    expect(await prepared({}, { department: 'sales' })).toEqual({
      action: {},
      errors: { department: 'Pick a department.' },
    })
    expect(await prepared({ department: 'legal' })).toEqual({
      action: { department: 'legal' },
      errors: { department: 'Unknown department: legal' },
    })
    // Without a departments resolver the address is the editor's to type.
    expect(await prepared({ department: 'sales' }, undefined, {})).toEqual({
      action: { department: 'sales' },
      errors: null,
    })
  })

  test('emailTeam, on submit: sent to its address, from its sender, under its subject or the form’s title; without a valid address it fails naming the department', async () => {
    const submission = { values: { name: 'Ann' } }
    expect(
      await ran(
        emailTeam,
        { address: 'team@example.test', from: 'forms@example.test', subject: 'From {{name}}' },
        submission,
      ),
    ).toEqual({
      result: { to: 'team@example.test' },
      sent: [
        {
          to: 'team@example.test',
          from: 'forms@example.test',
          subject: 'From Ann',
          html: '<dl><dt>name</dt><dd>Ann</dd></dl>',
        },
      ],
    })
    expect((await ran(emailTeam, { address: 'team@example.test' }, submission)).sent).toEqual([
      { to: 'team@example.test', subject: 'Contact', html: '<dl><dt>name</dt><dd>Ann</dd></dl>' },
    ])
    await expect(
      ran(emailTeam, { department: 'sales', address: 'nobody' }, submission),
    ).rejects.toThrow('emailTeam has no valid address (department sales)')
    await expect(ran(emailTeam, {}, submission)).rejects.toThrow(
      'emailTeam has no valid address (department none)',
    )
  })

  test('emailSubmitter: sent to the address answered in its email field; none answered, skipped with the reason', async () => {
    const action = { emailField: 'email' }
    expect(
      (await ran(emailSubmitter, action, { values: { email: 'ann@example.test' } })).sent,
    ).toMatchObject([{ to: 'ann@example.test' }])
    for (const submission of [{ values: { email: '' } }, { values: {} }, {}])
      expect(await ran(emailSubmitter, action, submission)).toEqual({
        result: { skipped: SKIP_REASONS.noSubmitterAddress },
        sent: [],
      })
  })
})
