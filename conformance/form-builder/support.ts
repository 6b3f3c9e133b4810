import type { FlattenedField } from 'payload'
import { createClient, type Host, type HttpClient } from '../../fixtures'
import { expect, expectAccepted, expectBlock, expectCollection, expectField } from '../harness'

/** Helpers shared by the FB test files (not a test file itself). */

/** A browser signed in as the editor the fb-forms fixture seeds. */
export const signIn = async (host: Host) => {
  const client = createClient(host)
  const login = await client.post('/users/login', {
    email: 'editor@example.test',
    password: 'editor-password',
  })
  expect(login.status).toBe(200)
  return client
}

/** Field errors of a Payload ValidationError body. */
export const fieldErrors = (body: any): Array<{ path: string; message: string }> =>
  body?.errors?.[0]?.data?.errors ?? []

/** `client` submits `values` to `form`; `extra` adds body fields beside them (the spam guard's). */
export const submitTo = (
  client: HttpClient,
  form: { id: string | number },
  values: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => client.post('/form-submissions', { form: form.id, values, ...extra })

export const countSubmissions = async (host: Host) =>
  (await host.payload.count({ collection: 'form-submissions' })).totalDocs

type Managed = 'forms' | 'form-submissions'

/** A managed collection of the host: an assertion naming the registered ones when the plugin lacks it. */
export const managedCollection = (host: Host, slug: Managed) => expectCollection(host.config, slug)

/**
 * A field the spec defines, followed from a managed collection through named groups and tabs:
 * `specField(host, 'forms', 'response', 'redirect')`. Each missing step is an assertion naming the
 * fields that are there.
 */
export const specField = (host: Host, slug: Managed, ...path: string[]): any => {
  let fields: ReadonlyArray<FlattenedField> | undefined = managedCollection(
    host,
    slug,
  ).flattenedFields
  let where = `\`${slug}\``
  let field: any
  for (const name of path) {
    field = expectField(fields, name, where)
    where = `${where} › \`${name}\``
    fields = field.flattenedFields ?? field.fields
  }
  return field
}

/**
 * Form data a test is about to store uses only fields, block types and block fields the spec
 * defines: each one the plugin lacks is an assertion naming what it has (Payload would silently
 * drop an unknown key).
 */
export const expectSpecForm = (host: Host, data: Record<string, unknown>) => {
  for (const key of Object.keys(data)) specField(host, 'forms', key)
  for (const blocksField of ['fields', 'actions']) {
    const rows = data[blocksField]
    if (!Array.isArray(rows)) continue
    for (const { blockType, ...row } of rows as Array<{ blockType: string }>) {
      const block = expectBlock<{ slug: string; flattenedFields: FlattenedField[] }>(
        specField(host, 'forms', blocksField),
        blockType,
        `\`forms\` › \`${blocksField}\``,
      )
      for (const key of Object.keys(row))
        expectField(block.flattenedFields, key, `the \`${blockType}\` block`)
    }
  }
}

/**
 * Creates a form over the Local API, as a seeded form would be (no access checks), after
 * expectSpecForm: every key is one the spec defines, so a form the plugin then rejects fails the
 * running requirement with the plugin's reason.
 */
export const createForm = async (
  host: Host,
  data: Record<string, unknown>,
  options: { locale?: string } = {},
) => {
  expectSpecForm(host, data)
  return expectAccepted(
    () => host.payload.create({ collection: 'forms', data, ...options }),
    `a form holding only what the spec defines (${Object.keys(data).join(', ')})`,
  )
}

/** Options as a form stores them, from `{ value: label }` in order: a select's, a radio's or a poll's. */
export const choices = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ label, value }))

/** A select or radio block asking `label`, with the options `{ value: label }` in order. */
export const choiceField = (
  blockType: 'select' | 'radio',
  name: string,
  label: string,
  options: Record<string, string>,
) => ({ blockType, name, label, options: choices(options) })

/** A Lexical editor state of one paragraph per text: authored rich text (messages, statements, confirmations). */
export const richText = (...paragraphs: string[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      textFormat: 0,
      children: [
        { type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' },
      ],
    })),
  },
})
