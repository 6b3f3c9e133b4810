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

/** A form whose one consent field, `agree`, asks for the consent source `source`. */
const newsletterAsking = (host: Host, source: string) =>
  host.payload.create({
    collection: 'forms',
    data: {
      title: 'Newsletter',
      fields: [{ blockType: 'consent', name: 'agree', source }],
    } as never,
  })

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
      const form = await newsletterAsking(host, 'privacy-v1')
      const statements = await createClient(host).get(`/forms/${form.id}/consent-sources`)
      expect(statements.headers['cache-control']).toBe('no-store')
      expect(statements.body).toEqual({
        sources: [{ field: 'agree', id: 'privacy-v1', missing: true }],
      })
    })
  })

  test('each resolver is asked with the request: what it offers can follow who asks and in which locale', async () => {
    const asked: string[] = []
    const byCaller =
      <T>(list: string, entry: (email: string) => T) =>
      ({ req }: { req: { user?: { email?: string }; locale?: string } }) => {
        asked.push(`${list}:${req.user?.email ?? 'nobody'}:${req.locale ?? ''}`)
        return [entry(req.user?.email ?? 'nobody')]
      }
    const plugin = {
      email: {
        departments: byCaller('departments', (email) => ({
          id: email,
          name: email,
          address: email,
        })),
        fromAddresses: byCaller('senders', (email) => ({ address: email, name: email })),
      },
      consent: {
        sources: byCaller('consent', (email) => ({ id: 'privacy', title: email, statement: 'x' })),
      },
    }
    await withEditor({ plugin }, async (host, editor) => {
      const me = 'editor@example.test'
      expect((await editor.get('/forms/departments', { query: { locale: 'de' } })).body).toEqual({
        departments: [{ id: me, name: me }],
      })
      expect((await editor.get('/forms/sender-addresses')).body.senders).toEqual([
        { address: me, name: me },
      ])
      expect((await editor.get('/forms/consent-sources')).body.sources[0].title).toBe(me)
      const form = await newsletterAsking(host, 'privacy')
      const statements = await editor.get(`/forms/${form.id}/consent-sources`)
      expect(statements.body.sources).toEqual([
        { field: 'agree', id: 'privacy', title: me, statement: 'x' },
      ])
      // Beside the authoring checks' own calls (a form's save reads its consent sources too).
      expect(asked).toEqual(
        expect.arrayContaining([`departments:${me}:de`, `senders:${me}:en`, `consent:${me}:en`]),
      )
    })
  })
})
