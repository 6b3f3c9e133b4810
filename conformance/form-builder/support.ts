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
