import { createClient, type Host, poll } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { createForm, signIn } from './support'

describeFamily('FB', 'actions and email', () => {
  const state = {
    departments: [{ id: 'sales', name: 'Sales', address: 'sales@example.test' }],
    fromAddresses: [{ address: 'forms@example.test', name: 'Forms' }],
    consentSources: [],
    pollSources: {},
  }
  const host = useHost({ fixture: fbForms, options: { state } })
  const mailTo = (host: Host, address: string) =>
    host.outbox.filter((mail) => [mail.to].flat().includes(address))

  test('[FB-31] emailTeam mails the address frozen at authoring, through Payload’s email adapter, even after the department moved', async () => {
    const editor = await signIn(host())
    const created = await editor.post('/forms', {
      title: 'Quote',
      fields: [
        { blockType: 'text', name: 'name', label: 'Name' },
        { blockType: 'textarea', name: 'details', label: 'Details' },
      ],
      actions: [
        {
          blockType: 'emailTeam',
          department: 'sales',
          from: 'forms@example.test',
          subject: 'Quote from {{name}}',
        },
      ],
    })
    expect(created.status).toBe(201)
    state.departments[0] = { id: 'sales', name: 'Sales', address: 'sales-moved@example.test' }

    const submitted = await createClient(host()).post('/form-submissions', {
      form: created.body.doc.id,
      values: { name: 'Ann', details: 'Ten <b>seats</b>' },
    })
    expect(submitted.status).toBe(201)
    const [mail] = await poll(
      () =>
        mailTo(host(), 'sales@example.test').length
          ? mailTo(host(), 'sales@example.test')
          : undefined,
      {
        timeout: 5000,
        message: 'no mail to the frozen address',
      },
    )
    expect(mailTo(host(), 'sales-moved@example.test')).toHaveLength(0)
    expect(mail.subject).toBe('Quote from Ann')
    expect(String(mail.from)).toContain('forms@example.test')
    // Answers are listed with the labels they had at submit time, HTML-escaped.
    expect(mail.html).toContain('Details')
    expect(mail.html).toContain('Ten &lt;b&gt;seats&lt;/b&gt;')
    const doc = (await editor.get(`/form-submissions/${submitted.body.doc.id}`)).body
    expect(doc.actionResults).toEqual([
      expect.objectContaining({ action: 'emailTeam', status: 'sent' }),
    ])
  })

  test('[FB-32] emailSubmitter mails the address the submitter typed into the named field; no address means skipped, not failed', async () => {
    const form = await createForm(host(), {
      title: 'Newsletter',
      fields: [
        { blockType: 'email', name: 'email' },
        { blockType: 'text', name: 'name' },
      ],
      actions: [{ blockType: 'emailSubmitter', emailField: 'email', subject: 'Welcome, {{name}}' }],
    })
    const visitor = createClient(host())
    const withAddress = await visitor.post('/form-submissions', {
      form: form.id,
      values: { email: 'ann@example.test', name: 'Ann' },
    })
    expect(withAddress.status).toBe(201)
    const [mail] = mailTo(host(), 'ann@example.test')
    expect(mail.subject).toBe('Welcome, Ann')

    const withoutAddress = await visitor.post('/form-submissions', {
      form: form.id,
      values: { name: 'Bob' },
    })
    expect(withoutAddress.status).toBe(201)
    const doc = (
      await (await signIn(host())).get(`/form-submissions/${withoutAddress.body.doc.id}`)
    ).body
    expect(doc.actionResults).toEqual([
      expect.objectContaining({ action: 'emailSubmitter', status: 'skipped' }),
    ])
  })

  test('[FB-33] a throwing action never loses the submission: it is stored, the failure recorded and logged, later actions still run', async () => {
    const form = await createForm(host(), {
      title: 'Fragile',
      fields: [{ blockType: 'text', name: 'name' }],
      actions: [{ blockType: 'explode', reason: 'CRM is down' }, { blockType: 'recordAction' }],
    })
    const created = await createClient(host()).post('/form-submissions', {
      form: form.id,
      values: { name: 'Ann' },
    })
    expect(created.status).toBe(201)
    // Outcomes are for staff: the anonymous submitter's response does not carry them.
    expect(created.body.doc).not.toHaveProperty('actionResults')
    const doc = (await (await signIn(host())).get(`/form-submissions/${created.body.doc.id}`)).body
    expect(doc.values).toEqual({ name: 'Ann' })
    expect(doc.actionResults).toEqual([
      expect.objectContaining({ action: 'explode', status: 'failed', error: 'CRM is down' }),
      expect.objectContaining({ action: 'recordAction', status: 'sent' }),
    ])
    expect(
      host().logs.some(
        (entry) => entry.level >= 50 && JSON.stringify(entry).includes('CRM is down'),
      ),
    ).toBe(true)
  })
})
