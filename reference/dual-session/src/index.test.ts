import type { CollectionConfig, Config, Endpoint } from 'payload'
import { describe, expect, test } from 'vitest'
import { dualSession } from './index'

const strategy = { name: 'host-strategy', authenticate: async () => ({ user: null }) }
const hostEndpoint: Endpoint = { path: '/hello', method: 'get', handler: () => Response.json({}) }

const config = (extra: Partial<Config> = {}): Config =>
  ({
    admin: { user: 'users' },
    collections: [
      { slug: 'users', auth: true, fields: [] },
      { slug: 'members', auth: { strategies: [strategy] }, endpoints: [hostEndpoint], fields: [] },
      { slug: 'partners', auth: true, endpoints: false, fields: [] },
      { slug: 'posts', fields: [] },
      { slug: 'robots', auth: { disableLocalStrategy: true }, fields: [] },
    ],
    secret: 'unused',
    ...extra,
  }) as Config

/**
 * The message of what the build threw. Not `toThrow(message)`: vitest's toThrow passes a thrown
 * `undefined` whatever message it is given.
 */
const refusal = (build: () => unknown): string => {
  try {
    build()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the build was not refused')
}

const collection = (result: Config, slug: string) =>
  result.collections!.find((candidate) => candidate.slug === slug) as CollectionConfig
const isolate = () => true

/** The plugin's own option checks, beyond what the conformance suite asks (DS-20, DS-21 there). */
describe('dualSession options (reference unit)', () => {
  test.each([
    [{ collections: [] }, 'dualSession: collections must list at least one auth collection slug.'],
    [{}, 'dualSession: collections must list at least one auth collection slug.'],
    [undefined, 'dualSession: collections must list at least one auth collection slug.'],
    [{ collections: [null] }, 'dualSession: collections[0] must be a slug or { slug, isolate }.'],
    [
      { collections: ['members', ''] },
      'dualSession: collections[1] must be a slug or { slug, isolate }.',
    ],
    [
      { collections: [{ slug: 5, isolate }] },
      'dualSession: collections[0] must be a slug or { slug, isolate }.',
    ],
    [
      { collections: [{ slug: 'members' }] },
      "dualSession: collections[0].isolate must be a predicate function: { slug: 'members', isolate: (user) => boolean }.",
    ],
    [
      { collections: ['members', { slug: 'members', isolate }] },
      'dualSession: collections[1] lists "members" a second time.',
    ],
    [
      { collections: ['ghosts'] },
      'dualSession: collections[0] names "ghosts", which is not a collection in the config.',
    ],
    [
      { collections: ['posts'] },
      'dualSession: collections[0] names "posts", which is not an auth collection (auth is off).',
    ],
    [
      { collections: ['robots'] },
      'dualSession: collections[0] names "robots", which disables the local strategy; it has no session cookie to isolate.',
    ],
    [
      { collections: ['members', 'users'] },
      'dualSession: collections[1] names "users", the admin user collection (admin.user), which owns the shared cookie; ' +
        "list it with an isolate predicate, e.g. { slug: 'users', isolate: (user) => !user.roles?.includes('admin') }, so the admin panel keeps its session.",
    ],
    [
      { collections: ['members'], proxy: {} },
      'dualSession: proxy.secret must be a string of at least 16 characters (share it with the request proxy).',
    ],
    [
      { collections: ['members'], proxy: { secret: 'x'.repeat(15) } },
      'dualSession: proxy.secret must be a string of at least 16 characters',
    ],
    [
      { collections: ['members'], proxy: { secret: 'x'.repeat(16), maxAgeSeconds: 0 } },
      'dualSession: proxy.maxAgeSeconds must be a positive number of seconds (got 0).',
    ],
    [
      { collections: ['members'], proxy: { secret: 'x'.repeat(16), maxAgeSeconds: -5 } },
      'dualSession: proxy.maxAgeSeconds must be a positive number of seconds (got -5).',
    ],
    [
      { collections: ['members'], proxy: { secret: 'x'.repeat(16), maxAgeSeconds: Number.NaN } },
      '(got NaN)',
    ],
  ])('refuses %j: %s', (options, message) => {
    expect(refusal(() => dualSession(options as never)(config()))).toContain(message)
  })

  test('accepts the smallest valid settings', () => {
    expect(() =>
      dualSession({
        collections: ['members'],
        proxy: { secret: 'x'.repeat(16), maxAgeSeconds: 1 },
      })(config()),
    ).not.toThrow()
    expect(() => dualSession({ collections: [{ slug: 'users', isolate }] })(config())).not.toThrow()
  })

  test('without admin.user, the first auth collection is the admin one, as in Payload', () => {
    const implied = config({ admin: {} })
    expect(refusal(() => dualSession({ collections: ['users'] })(implied))).toContain(
      'names "users", the admin user collection (admin.user)',
    )
    expect(() => dualSession({ collections: ['members'] })(implied)).not.toThrow()
    expect(
      refusal(() =>
        dualSession({ collections: ['members'] })(
          config({ admin: undefined, collections: undefined }),
        ),
      ),
    ).toContain('names "members", which is not a collection')
    // No auth collection at all: nothing is the admin one, and the entry is refused for what it is.
    const noAuth = config({ admin: {}, collections: [{ slug: 'posts', fields: [] }] })
    expect(refusal(() => dualSession({ collections: ['posts'] })(noAuth))).toContain(
      'names "posts", which is not an auth collection',
    )
  })

  test('disabled returns the incoming config untouched, unchecked', () => {
    const incoming = config()
    expect(dualSession({ collections: [], disabled: true })(incoming)).toBe(incoming)
  })

  test('a listed collection gets its strategy ahead of its own, the session endpoints ahead of its own, and keeps endpoints: false', () => {
    const result = dualSession({
      collections: ['members', 'partners', { slug: 'users', isolate }],
    })(config())
    const members = collection(result, 'members')
    const auth = members.auth as Exclude<CollectionConfig['auth'], boolean | undefined>
    expect(auth.strategies!.map(({ name }) => name)).toEqual([
      'dual-session-members',
      'host-strategy',
    ])
    const paths = (members.endpoints as Endpoint[]).map(({ method, path }) => `${method} ${path}`)
    expect(paths.at(-1)).toBe('get /hello')
    expect(paths.slice(0, -1)).toEqual(
      expect.arrayContaining(['post /login', 'post /logout', 'post /refresh-token', 'get /me']),
    )
    expect(collection(result, 'partners').endpoints).toBe(false)
    // A collection without endpoints of its own gets the session endpoints alone.
    const users = collection(result, 'users').endpoints as Endpoint[]
    expect(users.map(({ method, path }) => `${method} ${path}`)).toEqual(paths.slice(0, -1))
    expect(
      (
        collection(result, 'partners').auth as { strategies: Array<{ name: string }> }
      ).strategies.map(({ name }) => name),
    ).toEqual(['dual-session-partners'])
    expect(collection(result, 'posts')).toEqual({ slug: 'posts', fields: [] })
  })
})
