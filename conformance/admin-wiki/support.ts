import type { Faker } from '@faker-js/faker'
import { getTranslation } from '@payloadcms/translations'
import { getLocalI18n, type SanitizedConfig } from 'payload'
import type { Host } from '../../fixtures'
import { createClient, fakeUser, type HttpClient } from '../../fixtures'
import { expect } from '../harness'

/** Roles of the wk-wiki fixture's users (see its access rules). */
export type WikiRole = 'admin' | 'author' | 'editor' | 'reader' | 'translator'

export interface WikiUser {
  roles: WikiRole[]
  team?: 'blue' | 'red'
  /** Content locales a translator may write. */
  contentLocales?: string[]
}

/** Creates a wk-wiki user and signs them in over HTTP: the returned client is that user's browser. */
export const signInWikiUser = async (
  host: Host,
  faker: Faker,
  user: WikiUser,
): Promise<{ client: HttpClient; id: number | string }> => {
  const credentials = fakeUser(faker)
  const created = await host.payload.create({
    collection: 'users',
    data: { ...credentials, ...user } as never,
  })
  const client = createClient(host)
  const login = await client.post('/users/login', {
    email: credentials.email,
    password: credentials.password,
  })
  if (login.status !== 200)
    throw new Error(
      `login as ${user.roles.join('+')} failed: ${login.status} ${JSON.stringify(login.body)}`,
    )
  return { client, id: created.id }
}

/** Creates a guide as `client`'s user and returns it; anything but a 201 fails with the answer. */
export const createGuide = async (client: HttpClient, data: Record<string, unknown>) => {
  const created = await client.post('/wiki-pages', data)
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.doc
}

/** The names of `fields` and of the fields nested in their groups, rows and tabs. */
export const fieldNames = (fields: any[]): string[] =>
  fields.flatMap((field) => [
    ...(field.name ? [field.name] : []),
    ...(field.fields ? fieldNames(field.fields) : []),
    ...(field.tabs ? fieldNames(field.tabs) : []),
  ])

/** A minimal lexical document holding one paragraph (a guide body). */
export const lexicalParagraph = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        version: 1,
        children: [
          { type: 'text', detail: 0, format: 0, mode: 'normal', style: '', text, version: 1 },
        ],
      },
    ],
  },
})

/** A lexical document holding one block node (e.g. the wiki's video embed). */
export const lexicalBlock = (fields: Record<string, unknown> & { blockType: string }) => ({
  root: {
    type: 'root',
    direction: null,
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'block',
        format: '',
        version: 2,
        fields: { id: '65f0c0ffee0000000000beef', blockName: '', ...fields },
      },
    ],
  },
})

/** The smallest valid PNG (1×1, transparent). */
const tinyPng = () =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  )

/** That PNG as a file to upload (see uploadFile). */
export const pngFile = (name = 'dot.png') => ({ data: tinyPng(), name, type: 'image/png' })

/** A structurally valid MP4 (an ftyp box and a free box), detected as video/mp4. */
export const tinyMp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41', 'latin1'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('free', 'latin1'),
  ])

/** POSTs a multipart upload (file + `_payload` JSON) as the client's user, like the admin UI does. */
export const uploadFile = async (
  client: HttpClient,
  collection: string,
  file: { data: Buffer; name: string; type: string },
  data: Record<string, unknown> = {},
) => {
  const url = client.resolve(`/${collection}`)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(data))
  const cookie = await client.jar.getCookieString(url.href)
  const response = await fetch(url, {
    body: form,
    headers: cookie ? { cookie } : {},
    method: 'POST',
  })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

/** A label as the admin shows it in `language`: a static string, a per-language map or a label function through Payload's i18n. */
export const adminText = async (config: SanitizedConfig, label: unknown, language = 'en') =>
  label === undefined
    ? undefined
    : getTranslation(
        label as Parameters<typeof getTranslation>[0],
        await getLocalI18n({ config, language: language as 'en' }),
      )
