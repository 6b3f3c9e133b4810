import { createClient, describeFamily, expect, expectField, test, useHost, type Host } from '../harness'
import fbForms from './fb-forms'
import { createForm, managedCollection as collection, signIn, specField } from './support'

const RAW_FIELDS = ['locale', 'values', 'descriptors', 'consent', 'meta']

const submitOnce = async (host: Host) => {
  const form = await createForm(host, { title: 'Raw', fields: [{ blockType: 'text', name: 'name' }] })
  const created = await createClient(host).post('/form-submissions', { form: form.id, values: { name: 'Ann' } })
  expect(created.status).toBe(201)
  return (await (await signIn(host)).get(`/form-submissions/${created.body.doc.id}`)).body
}

describeFamily('FB', 'managed collections (defaults)', () => {
  const host = useHost({ fixture: fbForms })

  test('[FB-01] forms and form-submissions are registered; forms are publicly readable, submissions are not', async () => {
    collection(host(), 'forms')
    collection(host(), 'form-submissions')
    const form = await createForm(host(), { title: 'Public', fields: [{ blockType: 'text', name: 'name' }] })
    const anonymous = createClient(host())
    const read = await anonymous.get(`/forms/${form.id}`)
    expect(read.status).toBe(200)
    expect(read.body.title).toBe('Public')
    expect((await anonymous.get('/forms')).body.docs.map((doc: { id: unknown }) => doc.id)).toContain(form.id)

    const created = await anonymous.post('/form-submissions', { form: form.id, values: { name: 'Ann' } })
    expect(created.status).toBe(201)
    expect((await anonymous.get(`/form-submissions/${created.body.doc.id}`)).status).toBe(403)
    expect((await anonymous.get('/form-submissions')).status).toBe(403)
    expect((await anonymous.patch(`/forms/${form.id}`, { title: 'Defaced' })).status).toBe(403)
    expect((await anonymous.delete(`/form-submissions/${created.body.doc.id}`)).status).toBe(403)
  })

  test('[FB-18] with redirectRelationships, response.redirect holds url and a polymorphic reference', async () => {
    const group = specField(host(), 'forms', 'response', 'redirect')
    expect(group.flattenedFields.map((field: { name: string }) => field.name)).toEqual(['url', 'reference'])
    const page = await host().payload.create({ collection: 'pages', data: { title: 'Thanks page' } })
    const editor = await signIn(host())
    const created = await editor.post('/forms', {
      title: 'Redirecting',
      response: { type: 'redirect', redirect: { url: '/thanks', reference: { relationTo: 'pages', value: page.id } } },
    })
    expect(created.status).toBe(201)
    const read = await createClient(host()).get(`/forms/${created.body.doc.id}`, { query: { depth: 1 } })
    expect(read.body.response.redirect.url).toBe('/thanks')
    expect(read.body.response.redirect.reference).toMatchObject({ relationTo: 'pages', value: { id: page.id, title: 'Thanks page' } })
  })

  test('[FB-19] submission raw fields are hidden in the admin by default, replaced by SubmissionAnswers, yet stored and returned', async () => {
    const submissions = collection(host(), 'form-submissions')
    for (const name of RAW_FIELDS) {
      const field = expectField(submissions.fields as Array<{ name?: string; admin?: { hidden?: boolean } }>, name, '`form-submissions`')
      expect(field.admin?.hidden, name).toBe(true)
    }
    const answers = submissions.fields.find((entry) => entry.type === 'ui') as any
    expect(JSON.stringify(answers?.admin?.components?.Field), 'the SubmissionAnswers ui field').toContain('SubmissionAnswers')
    const doc = await submitOnce(host())
    for (const name of RAW_FIELDS) expect(doc, name).toHaveProperty(name)
    expect(doc.values).toEqual({ name: 'Ann' })
  })

  test('[FB-20] list columns: forms show title, fields, flow steps, poll and updatedAt; submissions form, status, locale, createdAt', () => {
    expect(collection(host(), 'forms').admin.defaultColumns).toEqual(['title', 'fields', 'steps', 'poll', 'updatedAt'])
    expect(collection(host(), 'form-submissions').admin.defaultColumns).toEqual(['form', 'status', 'locale', 'createdAt'])
    // Fields and Flow are counts (Flow a dash when empty), rendered by cells of the plugin.
    for (const name of ['fields', 'steps', 'poll']) {
      expect(specField(host(), 'forms', name).admin?.components?.Cell, name).toBeTruthy()
    }
  })
})

describeFamily('FB', 'managed collections (showSubmissionRawFields, no redirectRelationships)', () => {
  const host = useHost({ fixture: fbForms, options: { plugin: { showSubmissionRawFields: true, redirectRelationships: undefined } } })

  test('[FB-19] showSubmissionRawFields: true shows the raw fields in the admin', async () => {
    const submissions = collection(host(), 'form-submissions')
    for (const name of RAW_FIELDS) {
      const field = expectField(submissions.fields as Array<{ name?: string; admin?: { hidden?: boolean } }>, name, '`form-submissions`')
      expect(field.admin?.hidden, name).toBeFalsy()
    }
    const doc = await submitOnce(host())
    for (const name of RAW_FIELDS) expect(doc, name).toHaveProperty(name)
  })

  test('[FB-18] without redirectRelationships, response.redirect holds url only', async () => {
    const group = specField(host(), 'forms', 'response', 'redirect')
    expect(group.flattenedFields.map((field: { name: string }) => field.name)).toEqual(['url'])
  })
})
