import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Host } from '../fixtures/host'
import { bootFbHost } from './test-hosts'

/**
 * The reference's words for each body its intake cannot read, beyond FB-26's "a 400 with a message":
 * each names what was wrong with the body and what is accepted.
 */
describe('form-builder intake: what each unreadable body is told (reference unit)', () => {
  let host: Host
  let form: string | number

  beforeAll(async () => {
    host = await bootFbHost()
    form = (
      await host.payload.create({
        collection: 'forms',
        data: { title: 'Intake', fields: [{ blockType: 'text', name: 'name' }] } as never,
      })
    ).id
  }, 120_000)
  afterAll(() => host?.close())

  const post = async (body: BodyInit, type?: string) => {
    const response = await fetch(`${host.api}/form-submissions`, {
      method: 'POST',
      body,
      headers: type ? { 'content-type': type } : {},
    })
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }
  const refusal = async (body: BodyInit, type?: string) => {
    const answered = await post(body, type)
    expect(answered.status, JSON.stringify(answered.body)).toBe(400)
    return answered.body.errors?.[0]?.message as string
  }
  const multipart = (fields: Record<string, string>) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    return body
  }
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

  test('multipart: a `_payload` that is not JSON, a body cut short, no `_payload` at all', async () => {
    expect(await refusal(multipart({ _payload: '{"form": ' }))).toBe(
      'The `_payload` part is not valid JSON.',
    )
    expect(
      await refusal(
        '--cut\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"form": 1',
        'multipart/form-data; boundary=cut',
      ),
    ).toMatch(/^The multipart body could not be read: \S/)
    expect(await refusal(multipart({ form: String(form), name: 'Ann' }))).toBe(
      'A multipart submission needs a `_payload` part holding its JSON.',
    )
  })

  test('another content type, JSON that is not an object, JSON nested past 16 levels (16 itself read)', async () => {
    expect(await refusal(`form=${form}&name=Ann`, 'text/plain')).toBe(
      'Send the submission as application/json, or as multipart/form-data with a `_payload` part.',
    )
    for (const body of ['null', '"Ann"', '[]'])
      expect(await refusal(body, 'application/json'), body).toBe(
        'The submission must be a JSON object: { form, values }.',
      )
    // The body is the first level: with `extra` nested n deep it is n + 1 levels deep.
    const withExtra = (depth: number) =>
      `{"form":${JSON.stringify(form)},"values":{"name":"Ann"},"extra":${nested(depth)}}`
    expect(await refusal(withExtra(16), 'application/json')).toBe(
      'The submission nests deeper than 16 levels.',
    )
    expect((await post(withExtra(15), 'application/json')).status).toBe(201)
  })

  test('a submission the intake cannot place: an unknown locale (the known ones named), no or an unknown form, answers not an object', async () => {
    const fieldErrors = async (data: Record<string, unknown>) => {
      const answered = await post(JSON.stringify(data), 'application/json')
      expect(answered.status, JSON.stringify(answered.body)).toBe(400)
      return answered.body.errors?.[0]?.data?.errors
    }
    expect(await fieldErrors({ form, values: {}, locale: 'fr' })).toEqual([
      { path: 'locale', message: 'Unknown locale: fr (known: en, de)' },
    ])
    // A relationship value without an id names no form either.
    for (const missing of [undefined, null, '', { title: 'Intake' }])
      expect(await fieldErrors({ form: missing, values: {} })).toEqual([
        { path: 'form', message: 'No form with ID (missing).' },
      ])
    expect(await fieldErrors({ form: 999_999, values: {} })).toEqual([
      { path: 'form', message: 'No form with ID 999999.' },
    ])
    // Never the whole of what was sent: at most 64 characters of it.
    expect(await fieldErrors({ form: 'f'.repeat(10_000), values: {} })).toEqual([
      { path: 'form', message: `No form with ID ${'f'.repeat(64)}….` },
    ])
    expect(await fieldErrors({ form, values: ['Ann'] })).toEqual([
      { path: 'values', message: 'Must be an object of answers.' },
    ])
  })

  test('the form cache tells forms and locales apart, forms saved in the same millisecond included', async () => {
    const sameTime = '2030-01-01T00:00:00.000Z'
    const formWith = async (name: string) => {
      const { id } = await host.payload.create({
        collection: 'forms',
        locale: 'en',
        data: {
          title: name,
          fields: [{ blockType: 'text', name, label: `${name} (en)` }],
        } as never,
      })
      const en = (await host.payload.findByID({
        collection: 'forms',
        id,
        locale: 'en',
      })) as unknown as {
        fields: Array<Record<string, unknown>>
      }
      await host.payload.update({
        collection: 'forms',
        id,
        locale: 'de',
        data: { fields: en.fields.map((field) => ({ ...field, label: `${name} (de)` })) } as never,
      })
      await host.payload.db.updateOne({ collection: 'forms', id, data: { updatedAt: sameTime } })
      return id
    }
    const first = await formWith('first')
    const second = await formWith('second')
    const labelOf = async (form: unknown, name: string, locale: string) => {
      const answered = await post(
        JSON.stringify({ form, locale, values: { [name]: 'x' } }),
        'application/json',
      )
      expect(answered.status, JSON.stringify(answered.body)).toBe(201)
      const stored = await host.payload.findByID({
        collection: 'form-submissions',
        id: answered.body.doc.id,
        depth: 0,
      })
      return (stored.descriptors as Record<string, { label: string }>)[name].label
    }
    expect(await labelOf(first, 'first', 'en')).toBe('first (en)')
    expect(await labelOf(second, 'second', 'en')).toBe('second (en)')
    expect(await labelOf(second, 'second', 'de')).toBe('second (de)')
  })

  test('malformed JSON keeps core’s own 400', async () => {
    // Core's words ("Invalid JSON" on 3.x), not the ones the plugin gives a multipart body.
    expect(await refusal('{"form": ', 'application/json')).not.toMatch(/multipart|_payload/)
  })

  test('a locale given in the body is the submission’s', async () => {
    const created = await post(
      JSON.stringify({ form, values: { name: 'Ann' }, locale: 'de' }),
      'application/json',
    )
    expect(created.body.doc?.locale, JSON.stringify(created.body)).toBe('de')
  })

  test('a submission read is created as core creates: 201, the document, and core’s message', async () => {
    const created = await post(
      JSON.stringify({ form, values: { name: 'Ann' } }),
      'application/json',
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({
      doc: { form: { id: form }, values: { name: 'Ann' } },
      message: 'Form Submission successfully created.',
    })
  })
})
