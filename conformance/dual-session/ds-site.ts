import type { CollectionConfig, PayloadRequest } from 'payload'
import { defineFixture, fakeUser, seededFaker } from '../../fixtures'

/** Fixture switches for the DS family; every field optional, defaults give the common setup. */
export interface DsSiteOptions {
  /** How the admin collection `users` is listed: with the staff/visitor predicate (default), as a plain string (refused), or not at all. */
  usersListing?: 'predicate' | 'plain' | 'unlisted' | 'hidden-field-predicate'
  /** Auth settings of the website collection `members`. */
  members?: {
    maxLoginAttempts?: number
    lockTime?: number
    tokenExpiration?: number
    verify?: boolean
    removeTokenFromResponses?: true
    cookies?: { sameSite?: 'Lax' | 'None' | 'Strict'; secure?: boolean; domain?: string }
  }
  /** The host's csrf allowlist. */
  csrf?: string[]
  /** The host's cookiePrefix (Payload's default: payload). */
  cookiePrefix?: string
  /** Shared with the request proxy; enables stamp attribution. */
  proxySecret?: string
  /** The host's routes.admin (Payload's default: /admin). */
  adminRoute?: string
  /** Record auth hook calls into `hook-calls` (default true); the benchmark turns it off. */
  recordHooks?: boolean
}

function signedInUser({ req }: { req: PayloadRequest }) {
  return Boolean(req.user)
}

/** Payload 3's default access for a collection, any signed-in user. */
const signedIn = {
  create: signedInUser,
  read: signedInUser,
  update: signedInUser,
  delete: signedInUser,
}

/** Who counts as staff: users with the staff role keep the shared (admin) cookie. */
const isVisitor = (user: { roles?: unknown }) =>
  !(Array.isArray(user.roles) && user.roles.includes('staff'))

/** The same decision from `deskAccess`, a field no reply and no token carries: only the stored user has it. */
const lacksDeskAccess = (user: { deskAccess?: unknown }) => user.deskAccess !== true

/** Each auth hook writes a row into `hook-calls`, so tests observe hook runs over HTTP. */
const recordHook =
  (collection: string, hook: string) =>
  async ({ req, user }: { req: PayloadRequest; user?: { id?: unknown } }) => {
    const userId = user?.id ?? req.user?.id
    await req.payload.create({
      collection: 'hook-calls',
      data: { collection, hook, user: userId === undefined ? undefined : String(userId) },
      req,
    })
  }

const recordedHooks = (slug: string): CollectionConfig['hooks'] => ({
  afterForgotPassword: [
    async ({ args }) => recordHook(slug, 'afterForgotPassword')({ req: args.req }),
  ],
  afterLogin: [async ({ req, user }) => recordHook(slug, 'afterLogin')({ req, user })],
  afterLogout: [async ({ req }) => recordHook(slug, 'afterLogout')({ req })],
  afterMe: [async ({ req }) => recordHook(slug, 'afterMe')({ req })],
  afterRefresh: [async ({ req }) => recordHook(slug, 'afterRefresh')({ req })],
  beforeLogin: [
    async ({ req, user }) => {
      await recordHook(slug, 'beforeLogin')({ req, user })
      return user
    },
  ],
})

/**
 * An admin + website project: `users` (admin.user, staff and visitors told apart by `roles`),
 * `members` (the website's accounts), `partners` (an auth collection the plugin leaves alone)
 * and `hook-calls` (what the auth hooks recorded).
 */
export default defineFixture<DsSiteOptions>({
  name: 'ds-site',
  // The website's account page (and the optional request proxy) for the browser tests.
  site: './site',
  config: ({ implementation, options }) => {
    const usersEntry = {
      predicate: { slug: 'users', isolate: isVisitor },
      'hidden-field-predicate': { slug: 'users', isolate: lacksDeskAccess },
      plain: 'users',
      unlisted: undefined,
    }[options.usersListing ?? 'predicate']
    return {
      admin: { user: 'users' },
      cookiePrefix: options.cookiePrefix,
      ...(options.adminRoute ? { routes: { admin: options.adminRoute } } : {}),
      csrf: options.csrf,
      collections: [
        {
          slug: 'users',
          auth: true,
          hooks: options.recordHooks === false ? undefined : recordedHooks('users'),
          fields: [
            { name: 'name', type: 'text' },
            {
              name: 'roles',
              type: 'select',
              hasMany: true,
              defaultValue: ['visitor'],
              options: ['staff', 'visitor'],
              saveToJWT: true,
            },
            { name: 'deskAccess', type: 'checkbox', hidden: true },
          ],
        },
        {
          slug: 'members',
          auth: {
            lockTime: options.members?.lockTime ?? 600_000,
            maxLoginAttempts: options.members?.maxLoginAttempts ?? 0,
            tokenExpiration: options.members?.tokenExpiration ?? 7200,
            verify: options.members?.verify ?? false,
            ...(options.members?.removeTokenFromResponses
              ? { removeTokenFromResponses: true as const }
              : {}),
            ...(options.members?.cookies ? { cookies: options.members.cookies } : {}),
          },
          // Stated rather than left to the default, which Payload 4 narrows to the admin collection's users.
          access: signedIn,
          hooks: options.recordHooks === false ? undefined : recordedHooks('members'),
          // A relationship, so replies show whether the endpoint passed the request's depth on.
          fields: [
            { name: 'name', type: 'text' },
            { name: 'partner', type: 'relationship', relationTo: 'partners' },
          ],
        },
        {
          slug: 'partners',
          access: signedIn,
          auth: { useAPIKey: true },
          fields: [{ name: 'name', type: 'text' }],
        },
        {
          slug: 'hook-calls',
          access: { read: () => true },
          fields: [
            { name: 'collection', type: 'text' },
            { name: 'hook', type: 'text' },
            { name: 'user', type: 'text' },
          ],
        },
      ],
      plugins: [
        implementation.dualSession!({
          collections: usersEntry ? [usersEntry, 'members'] : ['members'],
          ...(options.proxySecret ? { proxy: { secret: options.proxySecret } } : {}),
        }),
      ],
    }
  },
  seed: async (payload) => {
    const faker = seededFaker(3)
    for (const roles of [['staff'], ['staff'], ['visitor'], ['visitor']]) {
      await payload.create({ collection: 'users', data: { ...fakeUser(faker), roles } })
    }
    for (let i = 0; i < 3; i++) {
      await payload.create({
        collection: 'members',
        data: { ...fakeUser(faker), _verified: true } as never,
      })
    }
  },
})
