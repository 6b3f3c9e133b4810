import { createClient, type Host } from '../../fixtures'
import { describeFamily, expect, implementation, test, useHost, withHost } from '../harness'
import fbForms from './fb-forms'
import { createForm, fieldErrors, signIn } from './support'

/** How many submissions and uploads `host` holds: a refused submission adds to neither. */
const stored = async (host: Host) => ({
  submissions: (await host.payload.count({ collection: 'form-submissions' })).totalDocs,
  media: (await host.payload.count({ collection: 'media' as never })).totalDocs,
})

/** The submission a 201 `response` created, as the editor reads it. */
const submissionOf = async (host: Host, response: { body: any }) =>
  (await (await signIn(host)).get(`/form-submissions/${response.body.doc.id}`)).body

type FilePart = { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }

/** A multipart intake request: `_payload` holds the JSON, each file is a part named like its field. */
const submitWithFiles = async (host: Host, payload: unknown, files: Record<string, FilePart>) => {
  const body = new FormData()
  body.set('_payload', JSON.stringify(payload))
  for (const [field, file] of Object.entries(files))
    body.set(field, new Blob([file.bytes], { type: file.type }), file.name)
  const response = await fetch(`${host.api}/form-submissions`, { method: 'POST', body })
  return { status: response.status, body: await response.json() }
}

// A real 1×1 PNG: the host's upload collection probes image dimensions.
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
)
// File types are judged by the bytes, so each file here is what it claims unless a test says otherwise:
// a Windows executable starts with `MZ`, a large PNG is the PNG padded.
const CV_EXE: FilePart = {
  name: 'cv.exe',
  type: 'application/x-msdownload',
  bytes: new Uint8Array(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)])),
}
const CV_PNG: FilePart = { name: 'cv.png', type: 'image/png', bytes: PNG }
const padded = (bytes: Uint8Array<ArrayBuffer>, size: number) => {
  const out = new Uint8Array(size)
  out.set(bytes)
  return out
}

describeFamily('FB', 'file uploads', () => {
  const host = useHost({ fixture: fbForms })

  const applyForm = () =>
    createForm(host(), {
      title: 'Apply',
      fields: [
        { blockType: 'text', name: 'name', required: true },
        {
          blockType: 'file',
          name: 'cv',
          label: 'CV',
          required: true,
          accept: 'application/pdf, image/*',
          maxSize: 1024,
        },
      ],
    })

  /** Ann's answer to an applyForm with `cv` (the intake's messages in `locale` when given). */
  const applyAsAnn = (form: { id: unknown }, cv: FilePart, locale?: string) =>
    submitWithFiles(host(), { form: form.id, locale, values: { name: 'Ann' } }, { cv })

  /** `file` sent alone as the answer to `form`'s `field`. */
  const sendFile = (form: { id: unknown }, field: string, file: FilePart) =>
    submitWithFiles(host(), { form: form.id, values: {} }, { [field]: file })

  /** A 201 `response` whose `field` answer is described as an upload of `mimeType`; its submission. */
  const expectStoredAs = async (
    response: { status: number; body: any },
    field: string,
    mimeType: string,
  ) => {
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const doc = await submissionOf(host(), response)
    expect(doc.descriptors[field].upload).toMatchObject({ mimeType })
    return doc
  }

  /** A form asking one required file, `name`, of the `accept`ed types. */
  const fileForm = (title: string, name: string, accept: string) =>
    createForm(host(), { title, fields: [{ blockType: 'file', name, required: true, accept }] })

  test('[FB-34] a file answer is stored in the host’s uploads collection and the submission refers to it by id', async () => {
    const form = await applyForm()
    const created = await applyAsAnn(form, CV_PNG)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const doc = await submissionOf(host(), created)
    const media = await host().payload.findByID({ collection: 'media' as never, id: doc.values.cv })
    expect(media).toMatchObject({
      filename: 'cv.png',
      mimeType: 'image/png',
      filesize: PNG.byteLength,
    })
    expect(doc.descriptors.cv.upload).toMatchObject({
      collection: 'media',
      id: doc.values.cv,
      filename: 'cv.png',
    })
  })

  test('[FB-34] uploads: true stores files in the default uploads collection, media', async () => {
    await withHost({ fixture: fbForms, options: { plugin: { uploads: true } } }, async (site) => {
      const form = await createForm(site, {
        title: 'Apply',
        fields: [{ blockType: 'file', name: 'cv', label: 'CV', required: true, accept: 'image/*' }],
      })
      const created = await submitWithFiles(
        site,
        { form: form.id, values: {} },
        { cv: { name: 'default.png', type: 'image/png', bytes: PNG } },
      )
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const doc = await submissionOf(site, created)
      expect(
        await site.payload.findByID({ collection: 'media' as never, id: doc.values.cv }),
      ).toMatchObject({ filename: 'default.png' })
      expect(doc.descriptors.cv.upload).toMatchObject({ collection: 'media', id: doc.values.cv })
    })
  })

  test('[FB-23] a file answer must be an uploaded file: an existing upload’s id sent as JSON is refused and nothing is stored', async () => {
    const form = await applyForm()
    const first = await applyAsAnn(form, CV_PNG)
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const annsFile = (await submissionOf(host(), first)).values.cv
    const before = await stored(host())
    for (const cv of [
      annsFile,
      String(annsFile),
      { id: annsFile },
      { id: annsFile, name: 'cv.png', mimetype: 'image/png', size: PNG.byteLength },
    ]) {
      const claimed = await createClient(host()).post('/form-submissions', {
        form: form.id,
        values: { name: 'Eve', cv },
      })
      expect(claimed.status, JSON.stringify(claimed.body).slice(0, 300)).toBe(400)
      expect(fieldErrors(claimed.body).map((error) => error.path)).toEqual(['values.cv'])
    }
    expect(await stored(host())).toEqual(before)
  })

  test('[FB-34] a file of the wrong type or size, or a missing required file, is a 400 before anything is stored', async () => {
    const form = await applyForm()
    const before = await stored(host())

    const wrongType = await applyAsAnn(form, CV_EXE)
    expect(wrongType.status).toBe(400)
    expect(fieldErrors(wrongType.body)).toEqual([
      {
        path: 'values.cv',
        message: 'This file type (Windows program) is not accepted. Accepted: PDF, any image.',
      },
    ])

    const tooBig = await applyAsAnn(form, { ...CV_PNG, bytes: padded(PNG, 2048) })
    expect(tooBig.status).toBe(400)
    expect(fieldErrors(tooBig.body)).toEqual([
      { path: 'values.cv', message: expect.stringContaining('1024') },
    ])

    // A valid file alongside another failing answer is not stored either.
    const otherError = await sendFile(form, 'cv', CV_PNG)
    expect(otherError.status).toBe(400)
    expect(fieldErrors(otherError.body).map((error) => error.path)).toEqual(['values.name'])

    const missing = await createClient(host()).post('/form-submissions', {
      form: form.id,
      values: { name: 'Ann' },
    })
    expect(missing.status).toBe(400)
    expect(fieldErrors(missing.body)).toEqual([
      { path: 'values.cv', message: 'This field is required.' },
    ])

    expect(await stored(host())).toEqual(before)
  })

  test('[FB-24] the size limit’s message comes in the submission’s locale', async () => {
    const form = await applyForm()
    const tooBig = (locale: string) =>
      applyAsAnn(form, { ...CV_PNG, bytes: padded(PNG, 2048) }, locale)
    const [english, german] = [
      fieldErrors((await tooBig('en')).body)[0]!,
      fieldErrors((await tooBig('de')).body)[0]!,
    ]
    expect(german.path).toBe('values.cv')
    expect(german.message).toContain('1024')
    expect(german.message).not.toBe(english.message)
  })

  test('[FB-34] a file is judged by its content, not its declared type: a part claiming image/png that holds HTML is a 400', async () => {
    const form = await createForm(host(), {
      title: 'Photo',
      fields: [
        { blockType: 'file', name: 'photo', label: 'Photo', required: true, accept: 'image/png' },
      ],
    })
    const before = await stored(host())
    const html = new Uint8Array(
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    )
    const lying = await sendFile(form, 'photo', {
      name: 'photo.png',
      type: 'image/png',
      bytes: html,
    })
    expect(lying.status, JSON.stringify(lying.body)).toBe(400)
    expect(fieldErrors(lying.body)).toEqual([
      { path: 'values.photo', message: expect.stringMatching(/content/i) },
    ])
    expect(await stored(host())).toEqual(before)

    // A real PNG sent under a generic type is accepted, and stored and described as what it is.
    const generic = await sendFile(form, 'photo', {
      name: 'photo.png',
      type: 'application/octet-stream',
      bytes: PNG,
    })
    const doc = await expectStoredAs(generic, 'photo', 'image/png')
    expect(
      await host().payload.findByID({ collection: 'media' as never, id: doc.values.photo }),
    ).toMatchObject({ mimeType: 'image/png' })
  })

  test('[FB-34] text formats no byte signature identifies are typed by their name: a CSV is accepted where text/csv is, refused where only image/png is', async () => {
    const csv = new Uint8Array(Buffer.from('name,seats\nAnn,2\n'))
    const table = await fileForm('Import', 'table', 'text/csv')
    const accepted = await sendFile(table, 'table', {
      name: 'seats.csv',
      type: 'text/csv',
      bytes: csv,
    })
    await expectStoredAs(accepted, 'table', 'text/csv')

    const photo = await fileForm('Photo', 'photo', 'image/png')
    const refused = await sendFile(photo, 'photo', {
      name: 'seats.png',
      type: 'image/png',
      bytes: csv,
    })
    expect(refused.status, JSON.stringify(refused.body)).toBe(400)
    expect(fieldErrors(refused.body).map((error) => error.path)).toEqual(['values.photo'])
  })

  test('[FB-65] the intake names refused file types as people do, in the submission’s locale; a type without such a name stays its MIME type', async () => {
    const form = await applyForm()
    const german = await applyAsAnn(form, CV_EXE, 'de')
    expect(german.status).toBe(400)
    expect(fieldErrors(german.body)).toEqual([
      {
        path: 'values.cv',
        message:
          'Dieser Dateityp (Windows-Programm) wird nicht angenommen. Erlaubt: PDF, jedes Bild.',
      },
    ])

    const model = await fileForm('Model', 'model', 'model/x-custom')
    const png = await sendFile(model, 'model', { name: 'shot.png', type: 'image/png', bytes: PNG })
    expect(png.status).toBe(400)
    expect(fieldErrors(png.body)).toEqual([
      {
        path: 'values.model',
        message: 'This file type (PNG image) is not accepted. Accepted: model/x-custom.',
      },
    ])
  })

  test('[FB-34] uploads are opt-in: without the option there is no file field type', async () => {
    const project = { collections: [], editor: () => ({}) } as any
    const blockSlugs = async (options: Record<string, unknown>) => {
      const config = await implementation.formBuilder!(options)({
        ...project,
        collections: [{ slug: 'media', upload: true, fields: [] }],
      })
      const forms = config.collections!.find((collection) => collection.slug === 'forms')!
      const find = (fields: any[]): any =>
        fields.flatMap((field) =>
          field.name === 'fields'
            ? [field]
            : field.tabs
              ? find(field.tabs.flatMap((tab: any) => tab.fields))
              : [],
        )[0]
      return find(forms.fields as any[]).blocks.map((block: { slug: string }) => block.slug)
    }
    expect(await blockSlugs({})).not.toContain('file')
    expect(await blockSlugs({ uploads: true })).toContain('file')
  })
})
