import { createClient, describeFamily, expect, implementation, test, useHost, type Host } from '../harness'
import fbForms from './fb-forms'
import { createForm, fieldErrors, signIn } from './support'

const count = async (host: Host, collection: string) => (await host.payload.count({ collection: collection as never })).totalDocs

/** A multipart intake request: `_payload` holds the JSON, each file is a part named like its field. */
const submitWithFiles = async (host: Host, payload: unknown, files: Record<string, { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }>) => {
  const body = new FormData()
  body.set('_payload', JSON.stringify(payload))
  for (const [field, file] of Object.entries(files)) body.set(field, new Blob([file.bytes], { type: file.type }), file.name)
  const response = await fetch(`${host.api}/form-submissions`, { method: 'POST', body })
  return { status: response.status, body: await response.json() }
}

// A real 1×1 PNG: the host's upload collection probes image dimensions.
const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'))

describeFamily('FB', 'file uploads', () => {
  const host = useHost({ fixture: fbForms })

  const applyForm = () =>
    createForm(host(), {
      title: 'Apply',
      fields: [
        { blockType: 'text', name: 'name', required: true },
        { blockType: 'file', name: 'cv', label: 'CV', required: true, accept: 'application/pdf, image/*', maxSize: 1024 },
      ],
    })

  test('[FB-34] a file answer is stored in the host’s uploads collection and the submission refers to it by id', async () => {
    const form = await applyForm()
    const created = await submitWithFiles(host(), { form: form.id, values: { name: 'Ann' } }, { cv: { name: 'cv.png', type: 'image/png', bytes: PNG } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const doc = (await (await signIn(host())).get(`/form-submissions/${created.body.doc.id}`)).body
    const media = await host().payload.findByID({ collection: 'media' as never, id: doc.values.cv })
    expect(media).toMatchObject({ filename: 'cv.png', mimeType: 'image/png', filesize: PNG.byteLength })
    expect(doc.descriptors.cv.upload).toMatchObject({ collection: 'media', id: doc.values.cv, filename: 'cv.png' })
  })

  test('[FB-34] a file of the wrong type or size, or a missing required file, is a 400 before anything is stored', async () => {
    const form = await applyForm()
    const [submissions, media] = [await count(host(), 'form-submissions'), await count(host(), 'media')]

    const wrongType = await submitWithFiles(host(), { form: form.id, values: { name: 'Ann' } }, { cv: { name: 'cv.exe', type: 'application/x-msdownload', bytes: PNG } })
    expect(wrongType.status).toBe(400)
    expect(fieldErrors(wrongType.body)).toEqual([{ path: 'values.cv', message: expect.stringContaining('application/x-msdownload') }])

    const tooBig = await submitWithFiles(host(), { form: form.id, values: { name: 'Ann' } }, { cv: { name: 'cv.pdf', type: 'application/pdf', bytes: new Uint8Array(2048) } })
    expect(tooBig.status).toBe(400)
    expect(fieldErrors(tooBig.body)).toEqual([{ path: 'values.cv', message: expect.stringContaining('1024') }])

    // A valid file alongside another failing answer is not stored either.
    const otherError = await submitWithFiles(host(), { form: form.id, values: {} }, { cv: { name: 'cv.png', type: 'image/png', bytes: PNG } })
    expect(otherError.status).toBe(400)
    expect(fieldErrors(otherError.body).map((error) => error.path)).toEqual(['values.name'])

    const missing = await createClient(host()).post('/form-submissions', { form: form.id, values: { name: 'Ann' } })
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing.body)).toEqual([{ path: 'values.cv', message: 'This field is required.' }])

    expect(await count(host(), 'form-submissions')).toBe(submissions)
    expect(await count(host(), 'media')).toBe(media)
  })

  test('[FB-34] uploads are opt-in: without the option there is no file field type', async () => {
    const project = { collections: [], editor: () => ({}) } as any
    const blockSlugs = async (options: Record<string, unknown>) => {
      const config = await implementation.formBuilder!(options)({ ...project, collections: [{ slug: 'media', upload: true, fields: [] }] })
      const forms = config.collections!.find((collection) => collection.slug === 'forms')!
      const find = (fields: any[]): any => fields.flatMap((field) => (field.name === 'fields' ? [field] : field.tabs ? find(field.tabs.flatMap((tab: any) => tab.fields)) : []))[0]
      return find(forms.fields as any[]).blocks.map((block: { slug: string }) => block.slug)
    }
    expect(await blockSlugs({})).not.toContain('file')
    expect(await blockSlugs({ uploads: true })).toContain('file')
  })
})
