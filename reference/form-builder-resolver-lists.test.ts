import { describe, expect, test } from 'vitest'
import { createClient, type HttpClient } from '../fixtures'
import type { Host } from '../fixtures/host'
import { bootFbHost } from './test-hosts'

/** Boots the form-builder host with `options`, signs its editor in, and hands both to `use`. */
const withEditor = async (
  options: Record<string, unknown>,
  use: (host: Host, editor: HttpClient) => Promise<void>,
) => {
  const host = await bootFbHost(options)
  try {
    const editor = createClient(host)
    const login = await editor.post('/users/login', {
      email: 'editor@example.test',
      password: 'editor-password',
    })
    expect(login.status).toBe(200)
    await use(host, editor)
  } finally {
    await host.close()
  }
}

/**
 * The lists the admin's pickers read (departments, senders, consent sources) and a form's consent
 * statements: what each passes on of its resolver's entries, for whom, and without a resolver.
 */
describe('form-builder resolver lists (reference unit)', () => {
  test('signed-in users get what each resolver offers, trimmed to what a picker shows, never cached; anyone else a 401', async () => {
    const state = {
      departments: [{ id: 'sales', name: 'Sales', address: 'sales@example.test' }],
      fromAddresses: [{ address: 'forms@example.test', name: 'Forms' }],
      consentSources: [
        {
          id: 'privacy-v1',
          title: 'Privacy',
          url: 'https://example.test/privacy',
          statement: 'We keep it.',
        },
      ],
      pollSources: {},
    }
    await withEditor({ state }, async (host, editor) => {
      const departments = await editor.get('/forms/departments')
      expect(departments.status).toBe(200)
      expect(departments.headers['cache-control']).toBe('no-store')
      expect(departments.body).toEqual({ departments: [{ id: 'sales', name: 'Sales' }] })
      expect((await editor.get('/forms/sender-addresses')).body).toEqual({
        senders: [{ address: 'forms@example.test', name: 'Forms' }],
      })
      expect((await editor.get('/forms/consent-sources')).body).toEqual({
        sources: [{ id: 'privacy-v1', title: 'Privacy', url: 'https://example.test/privacy' }],
      })
      for (const path of ['departments', 'sender-addresses', 'consent-sources'])
        expect((await createClient(host).get(`/forms/${path}`)).status, path).toBe(401)
    })
  })

  test('without resolvers the lists are empty and a form’s consent sources are all missing', async () => {
    await withEditor({ plugin: { email: undefined, consent: undefined } }, async (host, editor) => {
      expect((await editor.get('/forms/departments')).body).toEqual({ departments: [] })
      expect((await editor.get('/forms/sender-addresses')).body).toEqual({ senders: [] })
      expect((await editor.get('/forms/consent-sources')).body).toEqual({ sources: [] })
      const form = await host.payload.create({
        collection: 'forms',
        data: {
          title: 'Newsletter',
          fields: [{ blockType: 'consent', name: 'agree', source: 'privacy-v1' }],
        } as never,
      })
      const statements = await createClient(host).get(`/forms/${form.id}/consent-sources`)
      expect(statements.headers['cache-control']).toBe('no-store')
      expect(statements.body).toEqual({
        sources: [{ field: 'agree', id: 'privacy-v1', missing: true }],
      })
    })
  })
})
