import { describeFamily, expect, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { fieldErrors, signIn } from './support'

describeFamily('FB', 'authoring-time resolution', () => {
  const state = {
    departments: [
      { id: 'sales', name: 'Sales', address: 'sales@example.test' },
      { id: 'support', name: 'Support', address: 'support@example.test' },
    ],
    fromAddresses: [{ address: 'forms@example.test' }],
    consentSources: [{ id: 'privacy-v1', title: 'Privacy' }],
    pollSources: {},
  }
  const host = useHost({ fixture: fbForms, options: { state } })

  test('[FB-22] emailTeam freezes the department address resolved when the form is authored', async () => {
    const editor = await signIn(host())
    const created = await editor.post('/forms', {
      title: 'Sales enquiry',
      actions: [
        {
          blockType: 'emailTeam',
          department: 'sales',
          subject: 'New enquiry',
          address: 'attacker@evil.test',
        },
      ],
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    expect(created.body.doc.actions[0].address).toBe('sales@example.test')

    // The resolver changes; saving the form again (department untouched) keeps the frozen address.
    state.departments[0] = { id: 'sales', name: 'Sales', address: 'sales-new@example.test' }
    const resaved = await editor.patch(`/forms/${id}`, { title: 'Sales enquiry (edited)' })
    expect(resaved.body.doc.actions[0].address).toBe('sales@example.test')

    // Re-picking a department resolves again.
    const actions = resaved.body.doc.actions
    const moved = await editor.patch(`/forms/${id}`, {
      actions: [{ ...actions[0], department: 'support' }],
    })
    expect(moved.status).toBe(200)
    expect(moved.body.doc.actions[0].address).toBe('support@example.test')

    const unknown = await editor.patch(`/forms/${id}`, {
      actions: [{ ...actions[0], department: 'legal' }],
    })
    expect(unknown.status).toBe(400)
    expect(fieldErrors(unknown.body)).toEqual([
      { path: 'actions.0.department', message: expect.stringContaining('legal') },
    ])
    expect((await host().payload.findByID({ collection: 'forms', id })).actions[0].address).toBe(
      'support@example.test',
    )
  })

  test('[FB-22] senders and consent sources must exist in their resolvers when a form is saved', async () => {
    const editor = await signIn(host())
    // Each pair differs only in the sender or source named.
    const withSender = (from: string) =>
      editor.post('/forms', {
        title: 'Sender',
        actions: [{ blockType: 'emailSubmitter', emailField: 'email', subject: 'Thanks', from }],
      })
    const withConsent = (source: string) =>
      editor.post('/forms', {
        title: 'Consent',
        fields: [{ blockType: 'consent', name: 'ok', source }],
      })
    const badSender = await withSender('ceo@example.test')
    expect(badSender.status).toBe(400)
    expect(fieldErrors(badSender.body)).toEqual([
      { path: 'actions.0.from', message: expect.stringContaining('ceo@example.test') },
    ])
    const goodSender = await withSender('forms@example.test')
    expect(goodSender.status).toBe(201)

    const badConsent = await withConsent('cookies-v9')
    expect(badConsent.status).toBe(400)
    expect(fieldErrors(badConsent.body)).toEqual([
      { path: 'fields.0.source', message: expect.stringContaining('cookies-v9') },
    ])
    expect((await withConsent('privacy-v1')).status).toBe(201)
  })
})
