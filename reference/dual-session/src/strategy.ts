import type { AuthStrategy, AuthStrategyFunctionArgs } from 'payload'
import { JWTAuthentication, parseCookies } from 'payload'
import { requestScope } from './attribution'
import type { DualSessionProxySettings, ResolvedCollection } from './types'

/** Explicit credentials (JWT/Bearer header, API key) win over cookies in core; leave them to core. */
const carriesExplicitCredentials = (headers: Headers) => {
  const authorization = headers.get('authorization')
  return Boolean(authorization && /^(JWT|Bearer) |\bAPI-Key /.test(authorization))
}

/**
 * The `collection` claim of the token, read before it is verified: a token of another collection is
 * refused here, so core's verification below only ever loads a user of this collection.
 */
const claimedCollection = (token: string): unknown => {
  try {
    return (
      JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
        collection?: unknown
      }
    ).collection
  } catch {
    // Stryker disable next-line BlockStatement: an empty catch returns undefined too
    return undefined
  }
}

/**
 * Core's JWT strategy reads only `<cookiePrefix>-token`. Handing it the isolated token under that
 * name lets core run every check itself: the CSRF gate (Origin, csrf list, Sec-Fetch-Site, which
 * stay on the request), signature, expiry, the verify flag and the session sid.
 */
const asSharedCookie = (headers: Headers, cookiePrefix: string, token: string) => {
  const rewritten = new Headers(headers)
  rewritten.set('cookie', `${cookiePrefix}-token=${encodeURIComponent(token)}`)
  // Stryker disable next-line StringLiteral,CallExpression: with admin.autoLogin, core's strategy signs the same user in when this one stands aside
  rewritten.set('DisableAutologin', 'true')
  return rewritten
}

const withoutAutologin = (headers: Headers) => {
  const copy = new Headers(headers)
  // Stryker disable next-line StringLiteral,CallExpression: as in asSharedCookie
  copy.set('DisableAutologin', 'true')
  return copy
}

/**
 * Authenticates from `<cookiePrefix>-<slug>-token`. Collection strategies run before core's
 * local-jwt, so this strategy also applies the attribution rule: it stands aside for admin-scoped
 * requests, and for unattributed ones it answers with the shared session when that one is valid.
 */
export const isolatedCookieStrategy = (
  collection: ResolvedCollection,
  proxy: DualSessionProxySettings | undefined,
): AuthStrategy => ({
  name: collection.strategyName,
  authenticate: async (args: AuthStrategyFunctionArgs) => {
    const { headers, payload } = args
    // Stryker disable next-line ObjectLiteral: core reads a result without a user as no user
    const none = { user: null }
    if (carriesExplicitCredentials(headers)) return none
    const cookiePrefix = payload.config.cookiePrefix
    const cookies = parseCookies(headers)
    const token = cookies.get(collection.cookieName(cookiePrefix))
    if (!token || claimedCollection(token) !== collection.slug) return none

    const scope = await requestScope(headers, payload, proxy)
    if (scope === 'admin') return none
    if (scope === 'unattributed' && cookies.has(`${cookiePrefix}-token`)) {
      const shared = await JWTAuthentication({
        ...args,
        headers: withoutAutologin(headers),
        strategyName: 'local-jwt',
      })
      if (shared.user) return shared
    }

    return JWTAuthentication({
      ...args,
      headers: asSharedCookie(headers, cookiePrefix, token),
      strategyName: collection.strategyName,
    })
  },
})
