import { createClient, expect, type Host } from '../harness'

/** Helpers shared by the FB test files (not a test file itself). */

/** A browser signed in as the editor the fb-forms fixture seeds. */
export const signIn = async (host: Host) => {
  const client = createClient(host)
  const login = await client.post('/users/login', { email: 'editor@example.test', password: 'editor-password' })
  expect(login.status).toBe(200)
  return client
}

/** Field errors of a Payload ValidationError body. */
export const fieldErrors = (body: any): Array<{ path: string; message: string }> => body?.errors?.[0]?.data?.errors ?? []

export const countSubmissions = async (host: Host) => (await host.payload.count({ collection: 'form-submissions' })).totalDocs

/** Creates a form over the Local API, as a seeded form would be (no access checks). */
export const createForm = (host: Host, data: Record<string, unknown>) => host.payload.create({ collection: 'forms', data })

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
      children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
    })),
  },
})
