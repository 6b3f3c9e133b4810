import { createClient } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { choiceField, countSubmissions, createForm, fieldErrors, signIn } from './support'

/** The select both the contact and the topics form ask. */
const TOPIC = choiceField('select', 'topic', 'Topic', {
  sales: 'Sales question',
  support: 'Support',
})

describeFamily('FB', 'submission intake', () => {
  const host = useHost({ fixture: fbForms, options: { plugin: { captureClientInfo: true } } })

  const contactForm = () =>
    createForm(
      host(),
      {
        title: 'Contact',
        fields: [
          { blockType: 'text', name: 'name', label: 'Your name', required: true },
          TOPIC,
          { blockType: 'number', name: 'seats', label: 'Seats' },
          {
            blockType: 'consent',
            name: 'privacy',
            label: 'I accept the privacy policy',
            source: 'privacy-v1',
            required: true,
          },
          { blockType: 'consent', name: 'news', label: 'Newsletter', source: 'newsletter' },
          { blockType: 'message', message: null },
        ],
      },
      { locale: 'en' },
    )

  // For requirements about the intake itself: one required text answer, no other block type.
  const nameForm = () =>
    createForm(host(), {
      title: 'Name only',
      fields: [{ blockType: 'text', name: 'name', label: 'Your name', required: true }],
    })

  test('[FB-25] a valid submission is stored with normalized values, descriptors, consent entries and meta', async () => {
    const form = await contactForm()
    const before = Date.now()
    const created = await createClient(host()).post(
      '/form-submissions',
      {
        form: form.id,
        locale: 'en',
        values: { name: 'Ann', topic: 'sales', seats: '12', privacy: true, news: false },
      },
      { headers: { 'user-agent': 'conformance-browser/1.0', 'x-forwarded-for': '203.0.113.7' } },
    )
    expect(created.status).toBe(201)
    const doc = (await (await signIn(host())).get(`/form-submissions/${created.body.doc.id}`)).body
    expect(doc.form.id ?? doc.form).toBe(form.id)
    expect(doc.locale).toBe('en')
    expect(doc.status).toBe('received')
    expect(doc.values).toEqual({
      name: 'Ann',
      topic: 'sales',
      seats: 12,
      privacy: true,
      news: false,
    })
    expect(doc.descriptors.name).toMatchObject({ type: 'text', label: 'Your name' })
    expect(doc.descriptors.topic).toMatchObject({
      type: 'select',
      label: 'Topic',
      options: [{ value: 'sales', label: 'Sales question' }],
    })
    expect(doc.consent).toEqual([
      { field: 'privacy', source: 'privacy-v1', state: 'agreed', capturedAt: expect.any(String) },
      { field: 'news', source: 'newsletter', state: 'declined', capturedAt: expect.any(String) },
    ])
    expect(new Date(doc.consent[0].capturedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(doc.meta).toMatchObject({
      receivedAt: expect.any(String),
      ip: '203.0.113.7',
      userAgent: 'conformance-browser/1.0',
    })
    expect(new Date(doc.meta.receivedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  test('[FB-25] descriptors keep what each answer meant at submit time: later form edits do not change old submissions', async () => {
    const form = await createForm(host(), {
      title: 'Topics',
      fields: [{ blockType: 'text', name: 'name', label: 'Your name' }, TOPIC],
    })
    const visitor = createClient(host())
    const first = await visitor.post('/form-submissions', {
      form: form.id,
      values: { name: 'Ann', topic: 'sales' },
    })
    expect(first.status).toBe(201)
    const fields = (await host().payload.findByID({ collection: 'forms', id: form.id }))
      .fields as any[]
    fields[0].label = 'Full name'
    fields[1].options[0].label = 'Buying'
    await host().payload.update({ collection: 'forms', id: form.id, data: { fields } })
    const second = await visitor.post('/form-submissions', {
      form: form.id,
      values: { name: 'Bob', topic: 'sales' },
    })
    const editor = await signIn(host())
    const old = (await editor.get(`/form-submissions/${first.body.doc.id}`)).body
    const fresh = (await editor.get(`/form-submissions/${second.body.doc.id}`)).body
    expect(old.descriptors.name.label).toBe('Your name')
    expect(old.descriptors.topic.options[0].label).toBe('Sales question')
    expect(fresh.descriptors.name.label).toBe('Full name')
    expect(fresh.descriptors.topic.options[0].label).toBe('Buying')
  })

  test('[FB-25] callers cannot forge server-owned parts: descriptors, consent, meta and status come from the server', async () => {
    const form = await contactForm()
    const created = await createClient(host()).post('/form-submissions', {
      form: form.id,
      values: { name: 'Eve', privacy: true },
      status: 'flagged',
      descriptors: { name: { label: 'forged' } },
      consent: [{ field: 'privacy', source: 'forged', state: 'agreed' }],
      meta: {
        ip: '10.0.0.1',
        receivedAt: '2000-01-01T00:00:00.000Z',
        vip: true,
        spam: { verdict: 'ok', signals: [] },
      },
      actionResults: [{ action: 'forged', status: 'sent' }],
    })
    expect(created.status).toBe(201)
    const doc = (await (await signIn(host())).get(`/form-submissions/${created.body.doc.id}`)).body
    expect(doc.status).toBe('received')
    // The contact form has no action: the server records none.
    expect(doc.actionResults ?? []).toEqual([])
    expect(doc.descriptors.name.label).toBe('Your name')
    expect(doc.consent.map((entry: { source: string }) => entry.source)).toEqual(['privacy-v1'])
    expect(doc.meta.receivedAt).not.toBe('2000-01-01T00:00:00.000Z')
    expect(doc.meta.ip).toBeNull()
    expect(doc.meta).not.toHaveProperty('vip')
    expect(doc.meta).not.toHaveProperty('spam')
  })

  test('[FB-61] a submission records who sent it: the first email answer, else the signed-in user’s email, else nothing; a submitter the client sends is ignored', async () => {
    const withEmail = await createForm(host(), {
      title: 'Callback',
      fields: [
        { blockType: 'text', name: 'name', label: 'Name' },
        { blockType: 'email', name: 'work', label: 'Work email' },
        { blockType: 'email', name: 'private', label: 'Private email' },
      ],
    })
    const noEmail = await nameForm()
    const editor = await signIn(host())
    const anonymous = createClient(host())
    const submitterOf = async (client: typeof anonymous, body: Record<string, unknown>) => {
      const created = await client.post('/form-submissions', body)
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      return (await editor.get(`/form-submissions/${created.body.doc.id}`)).body.submitter ?? null
    }
    expect(
      await submitterOf(anonymous, {
        form: withEmail.id,
        values: { name: 'Ann', work: 'ann@work.test', private: 'ann@home.test' },
        submitter: 'forged@evil.test',
      }),
    ).toBe('ann@work.test')
    expect(
      await submitterOf(anonymous, {
        form: withEmail.id,
        values: { name: 'Ann', private: 'ann@home.test' },
      }),
    ).toBe('ann@home.test')
    expect(await submitterOf(editor, { form: noEmail.id, values: { name: 'Ed' } })).toBe(
      'editor@example.test',
    )
    expect(
      await submitterOf(anonymous, {
        form: noEmail.id,
        values: { name: 'Anon' },
        submitter: 'forged@evil.test',
      }),
    ).toBeNull()
  })

  test('[FB-26] bad intake is a 400 with a message per problem and stores nothing: unknown form, locale or answer, wrong shapes', async () => {
    const form = await nameForm()
    const visitor = createClient(host())
    const before = await countSubmissions(host())

    const noForm = await visitor.post('/form-submissions', { form: 999999, values: {} })
    expect(noForm.status).toBe(400)
    expect(fieldErrors(noForm.body).map((error) => error.path)).toEqual(['form'])
    const missingForm = await visitor.post('/form-submissions', { values: { name: 'Ann' } })
    expect(missingForm.status).toBe(400)
    expect(fieldErrors(missingForm.body)).toEqual([
      { path: 'form', message: expect.stringMatching(/\w/) },
    ])

    const badLocale = await visitor.post('/form-submissions', {
      form: form.id,
      locale: 'xx',
      values: { name: 'Ann' },
    })
    expect(badLocale.status).toBe(400)
    expect(fieldErrors(badLocale.body)).toEqual([
      { path: 'locale', message: expect.stringContaining('xx') },
    ])

    const unknown = await visitor.post('/form-submissions', {
      form: form.id,
      values: { name: 'Ann', isAdmin: true },
    })
    expect(unknown.status).toBe(400)
    expect(fieldErrors(unknown.body)).toEqual([
      { path: 'values.isAdmin', message: expect.any(String) },
    ])

    const arrayValues = await visitor.post('/form-submissions', { form: form.id, values: ['Ann'] })
    expect(arrayValues.status).toBe(400)
    expect(fieldErrors(arrayValues.body).map((error) => error.path)).toEqual(['values'])

    const malformed = await visitor.request('post', '/form-submissions', '{"form": ', {
      headers: { 'content-type': 'application/json' },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors?.[0]?.message, JSON.stringify(malformed.body)).toMatch(/JSON/i)

    expect(await countSubmissions(host())).toBe(before)
  })

  // Bodies the intake cannot read as a submission. The intake is a public endpoint: each is a 400
  // with a message (never core's 500), and nothing is stored.
  const multipart = (fields: Record<string, string>) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    return body
  }
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
  const unreadableBodies: Array<
    [string, (formID: string | number) => { body: BodyInit; type?: string }]
  > = [
    ['a text/plain body', (id) => ({ body: `form=${id}&name=Ann`, type: 'text/plain' })],
    [
      'an XML body',
      (id) => ({
        body: `<submission><form>${id}</form><values><name>Ann</name></values></submission>`,
        type: 'application/xml',
      }),
    ],
    ['JSON null', () => ({ body: 'null', type: 'application/json' })],
    ['a JSON string', () => ({ body: '"Ann"', type: 'application/json' })],
    [
      'a JSON array',
      (id) => ({
        body: JSON.stringify([{ form: id, values: { name: 'Ann' } }]),
        type: 'application/json',
      }),
    ],
    [
      'multipart without _payload',
      (id) => ({ body: multipart({ form: String(id), name: 'Ann' }) }),
    ],
    [
      'multipart with a malformed _payload',
      (id) => ({ body: multipart({ _payload: `{"form": ${JSON.stringify(id)}, "values": ` }) }),
    ],
    [
      'a multipart body cut short',
      (id) => ({
        body: `--cut\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"form": ${JSON.stringify(id)}`,
        type: 'multipart/form-data; boundary=cut',
      }),
    ],
    [
      'an answer nested 10,000 deep',
      (id) => ({
        body: `{"form":${JSON.stringify(id)},"values":{"name":${nested(10_000)}}}`,
        type: 'application/json',
      }),
    ],
    [
      'a key beside values nested 10,000 deep',
      (id) => ({
        body: `{"form":${JSON.stringify(id)},"values":{"name":"Ann"},"extra":${nested(10_000)}}`,
        type: 'application/json',
      }),
    ],
  ]
  for (const [label, build] of unreadableBodies) {
    test(`[FB-26] ${label} is a 400 with a message and stores nothing`, async () => {
      const form = await nameForm()
      const editor = await signIn(host())
      // Counted over HTTP, as staff would see it.
      const stored = async () =>
        (await editor.get('/form-submissions/count')).body.totalDocs as number
      const before = await stored()
      const { body, type } = build(form.id)
      const response = await fetch(`${host().api}/form-submissions`, {
        method: 'POST',
        body,
        headers: type ? { 'content-type': type } : {},
      })
      const answer = await response.json().catch(() => undefined)
      expect(response.status, JSON.stringify(answer)).toBe(400)
      expect(answer?.errors?.[0]?.message, JSON.stringify(answer)).toEqual(
        expect.stringMatching(/\S/),
      )
      expect(await stored()).toBe(before)
    })
  }

  test('[FB-26] nesting past the documented 16 levels is a 400 that says so, and stores nothing', async () => {
    const form = await nameForm()
    const before = await countSubmissions(host())
    const send = (depth: number) =>
      fetch(`${host().api}/form-submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"form":${JSON.stringify(form.id)},"values":{"name":"Ann"},"extra":${nested(depth)}}`,
      })
    const response = await send(20)
    const answer = await response.json().catch(() => undefined)
    expect(response.status, JSON.stringify(answer)).toBe(400)
    expect(answer?.errors?.[0]?.message, JSON.stringify(answer)).toMatch(/nest|deep|depth|level/i)
    expect(await countSubmissions(host())).toBe(before)
  })

  test('[FB-27] flow forms validate only the fields a submitter could reach; unreachable answers are not stored', async () => {
    const form = await createForm(host(), {
      title: 'Flow',
      fields: [
        {
          blockType: 'radio',
          name: 'kind',
          required: true,
          options: [{ value: 'person' }, { value: 'company' }],
        },
        { blockType: 'text', name: 'firstName', required: true },
        { blockType: 'text', name: 'companyName', required: true },
        { blockType: 'email', name: 'email', required: true },
      ],
      steps: [
        { title: 'Who', fields: ['kind'] },
        { title: 'Person', fields: ['firstName'], condition: { field: 'kind', equals: 'person' } },
        {
          title: 'Company',
          fields: ['companyName'],
          condition: { field: 'kind', equals: 'company' },
        },
        { title: 'Contact', fields: ['email'] },
      ],
    })
    const visitor = createClient(host())
    const person = await visitor.post('/form-submissions', {
      form: form.id,
      values: { kind: 'person', firstName: 'Ann', email: 'ann@example.test', companyName: 'stale' },
    })
    expect(person.status).toBe(201)
    const stored = (await (await signIn(host())).get(`/form-submissions/${person.body.doc.id}`))
      .body
    expect(stored.values).toEqual({ kind: 'person', firstName: 'Ann', email: 'ann@example.test' })

    // The company path requires companyName, and never firstName.
    const company = await visitor.post('/form-submissions', {
      form: form.id,
      values: { kind: 'company', email: 'ops@example.test' },
    })
    expect(company.status).toBe(400)
    expect(fieldErrors(company.body).map((error) => error.path)).toEqual(['values.companyName'])
  })
})

describeFamily('FB', 'submission intake (client info not captured)', () => {
  const host = useHost({ fixture: fbForms })

  test('[FB-25] without captureClientInfo, meta holds no IP and no user agent', async () => {
    const form = await createForm(host(), {
      title: 'Name only',
      fields: [{ blockType: 'text', name: 'name', required: true }],
    })
    const created = await createClient(host()).post(
      '/form-submissions',
      { form: form.id, values: { name: 'Ann' } },
      { headers: { 'user-agent': 'conformance-browser/1.0', 'x-forwarded-for': '203.0.113.7' } },
    )
    expect(created.status).toBe(201)
    const doc = (await (await signIn(host())).get(`/form-submissions/${created.body.doc.id}`)).body
    expect(doc.meta.receivedAt).toEqual(expect.any(String))
    expect(JSON.stringify(doc)).not.toContain('203.0.113.7')
    expect(JSON.stringify(doc)).not.toContain('conformance-browser/1.0')
  })
})
