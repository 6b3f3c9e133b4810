import { createClient, type Host } from '../../fixtures'
import { describeFamily, expect, expectField, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { managedCollection as collection, createForm, signIn, specField } from './support'

const RAW_FIELDS = ['locale', 'values', 'descriptors', 'consent', 'meta']

/** Each raw field of form-submissions with its name (failing, with what is there, where one is missing). */
const rawFields = (host: Host) => {
  const fields = collection(host, 'form-submissions').fields as Array<{
    name?: string
    admin?: { hidden?: boolean }
  }>
  return RAW_FIELDS.map((name) => [name, expectField(fields, name, '`form-submissions`')] as const)
}

/** A submission read back by a signed-in editor holds every raw field. */
const expectRawFieldsReturned = async (host: Host) => {
  const doc = await submitOnce(host)
  for (const name of RAW_FIELDS) expect(doc, name).toHaveProperty(name)
  return doc
}

const submitOnce = async (host: Host) => {
  const form = await createForm(host, {
    title: 'Raw',
    fields: [{ blockType: 'text', name: 'name' }],
  })
  const created = await createClient(host).post('/form-submissions', {
    form: form.id,
    values: { name: 'Ann' },
  })
  expect(created.status).toBe(201)
  return (await (await signIn(host)).get(`/form-submissions/${created.body.doc.id}`)).body
}

describeFamily('FB', 'managed collections (defaults)', () => {
  const host = useHost({ fixture: fbForms })

  test('[FB-01] forms and form-submissions are registered; forms are publicly readable, submissions are not', async () => {
    collection(host(), 'forms')
    collection(host(), 'form-submissions')
    const form = await createForm(host(), {
      title: 'Public',
      fields: [{ blockType: 'text', name: 'name' }],
    })
    const anonymous = createClient(host())
    const read = await anonymous.get(`/forms/${form.id}`)
    expect(read.status).toBe(200)
    expect(read.body.title).toBe('Public')
    expect(
      (await anonymous.get('/forms')).body.docs.map((doc: { id: unknown }) => doc.id),
    ).toContain(form.id)

    const created = await anonymous.post('/form-submissions', {
      form: form.id,
      values: { name: 'Ann' },
    })
    expect(created.status).toBe(201)
    expect((await anonymous.get(`/form-submissions/${created.body.doc.id}`)).status).toBe(403)
    expect((await anonymous.get('/form-submissions')).status).toBe(403)
    expect((await anonymous.patch(`/forms/${form.id}`, { title: 'Defaced' })).status).toBe(403)
    expect((await anonymous.delete(`/forms/${form.id}`)).status).toBe(403)
    expect(
      (
        await anonymous.patch(`/form-submissions/${created.body.doc.id}`, {
          values: { name: 'Eve' },
        })
      ).status,
    ).toBe(403)
    expect((await anonymous.delete(`/form-submissions/${created.body.doc.id}`)).status).toBe(403)
    // Both still there, as written.
    expect((await anonymous.get(`/forms/${form.id}`)).body.title).toBe('Public')
    expect(
      await host().payload.findByID({
        collection: 'form-submissions',
        id: created.body.doc.id,
        overrideAccess: true,
        depth: 0,
      }),
    ).toMatchObject({ values: { name: 'Ann' } })
  })

  test('[FB-77] a form that still has submissions is not deleted: a 409 says how many, and nothing goes', async () => {
    const form = await createForm(host(), {
      title: 'Answered',
      fields: [{ blockType: 'text', name: 'name' }],
    })
    const anonymous = createClient(host())
    for (const name of ['Ann', 'Bob'])
      expect(
        (await anonymous.post('/form-submissions', { form: form.id, values: { name } })).status,
      ).toBe(201)
    const editor = await signIn(host())
    const refused = await editor.delete(`/forms/${form.id}`)
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.errors[0].message).toMatch(/\b2 submissions\b/)
    expect((await anonymous.get(`/forms/${form.id}`)).status).toBe(200)
    const submissions = async () =>
      (
        await host().payload.count({
          collection: 'form-submissions',
          where: { form: { equals: form.id } },
        })
      ).totalDocs
    expect(await submissions()).toBe(2)

    // Once its submissions are deleted, the form goes too; a form never answered goes at once.
    const { docs } = await host().payload.find({
      collection: 'form-submissions',
      where: { form: { equals: form.id } },
      depth: 0,
    })
    for (const doc of docs)
      expect((await editor.delete(`/form-submissions/${doc.id}`)).status).toBe(200)
    expect((await editor.delete(`/forms/${form.id}`)).status).toBe(200)
    const unanswered = await createForm(host(), {
      title: 'Unanswered',
      fields: [{ blockType: 'text', name: 'name' }],
    })
    expect((await editor.delete(`/forms/${unanswered.id}`)).status).toBe(200)
  })

  test('[FB-18] with redirectRelationships, response.redirect holds url and a polymorphic reference', async () => {
    const group = specField(host(), 'forms', 'response', 'redirect')
    expect(group.flattenedFields.map((field: { name: string }) => field.name)).toEqual([
      'url',
      'reference',
    ])
    const page = await host().payload.create({
      collection: 'pages',
      data: { title: 'Thanks page' },
    })
    const editor = await signIn(host())
    const created = await editor.post('/forms', {
      title: 'Redirecting',
      response: {
        type: 'redirect',
        redirect: { url: '/thanks', reference: { relationTo: 'pages', value: page.id } },
      },
    })
    expect(created.status).toBe(201)
    const read = await createClient(host()).get(`/forms/${created.body.doc.id}`, {
      query: { depth: 1 },
    })
    expect(read.body.response.redirect.url).toBe('/thanks')
    expect(read.body.response.redirect.reference).toMatchObject({
      relationTo: 'pages',
      value: { id: page.id, title: 'Thanks page' },
    })
    // Only the listed collections: a form cannot redirect to a media document.
    expect(
      group.flattenedFields.find((field: { name: string }) => field.name === 'reference')
        .relationTo,
    ).toEqual(['pages'])
    const media = await host().payload.create({
      collection: 'media',
      data: { alt: 'x' },
      file: {
        data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
        mimetype: 'image/gif',
        name: 'dot.gif',
        size: 14,
      },
    } as never)
    const elsewhere = await editor.post('/forms', {
      title: 'Elsewhere',
      response: {
        type: 'redirect',
        redirect: { url: '/x', reference: { relationTo: 'media', value: media.id } },
      },
    })
    // Payload refuses it or drops it; either way no form points at the media document.
    expect([201, 400], JSON.stringify(elsewhere.body).slice(0, 300)).toContain(elsewhere.status)
    if (elsewhere.status === 201) {
      const stored = await host().payload.findByID({
        collection: 'forms',
        id: elsewhere.body.doc.id,
        depth: 0,
      })
      expect(
        (stored as { response?: { redirect?: { reference?: unknown } } }).response?.redirect
          ?.reference ?? null,
      ).toBeNull()
    }
  })

  test('[FB-19] submission raw fields are hidden in the admin by default, replaced by SubmissionAnswers, yet stored and returned', async () => {
    for (const [name, field] of rawFields(host())) expect(field.admin?.hidden, name).toBe(true)
    const answers = collection(host(), 'form-submissions').fields.find(
      (entry) => entry.type === 'ui',
    ) as any
    expect(
      JSON.stringify(answers?.admin?.components?.Field),
      'the SubmissionAnswers ui field',
    ).toContain('SubmissionAnswers')
    const doc = await expectRawFieldsReturned(host())
    expect(doc.values).toEqual({ name: 'Ann' })
  })

  test('[FB-20] list columns: forms show title, fields, flow steps, poll and updatedAt; submissions form, status, locale, createdAt', () => {
    expect(collection(host(), 'forms').admin.defaultColumns).toEqual([
      'title',
      'fields',
      'steps',
      'poll',
      'updatedAt',
    ])
    expect(collection(host(), 'form-submissions').admin.defaultColumns).toEqual([
      'form',
      'status',
      'locale',
      'createdAt',
    ])
    // Fields and Flow are counts (Flow a dash when empty), rendered by cells of the plugin.
    for (const name of ['fields', 'steps', 'poll']) {
      expect(specField(host(), 'forms', name).admin?.components?.Cell, name).toBeTruthy()
    }
  })
})

describeFamily(
  'FB',
  'managed collections (showSubmissionRawFields, no redirectRelationships)',
  () => {
    const host = useHost({
      fixture: fbForms,
      options: { plugin: { showSubmissionRawFields: true, redirectRelationships: undefined } },
    })

    test('[FB-19] showSubmissionRawFields: true shows the raw fields in the admin', async () => {
      for (const [name, field] of rawFields(host())) expect(field.admin?.hidden, name).toBeFalsy()
      await expectRawFieldsReturned(host())
    })

    test('[FB-18] without redirectRelationships, response.redirect holds url only', async () => {
      const group = specField(host(), 'forms', 'response', 'redirect')
      expect(group.flattenedFields.map((field: { name: string }) => field.name)).toEqual(['url'])
    })
  },
)
