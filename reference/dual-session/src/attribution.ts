import type { Payload } from 'payload'
import { DEFAULT_STAMP_MAX_AGE_SECONDS, STAMP_HEADER } from './defaults'
import { verifyStamp } from './stamp'
import type { DualSessionProxySettings, SessionScope } from './types'

/** Every listed collection's strategy asks for the same request's scope: verify the stamp once. */
const scopes = new WeakMap<Headers, Promise<SessionScope>>()

export const isUnderRoute = (pathname: string, route: string) => {
  const base = route.replace(/\/+$/, '')
  // An admin at the root ('' once trimmed) owns every path: each starts with '/'.
  return pathname === base || pathname.startsWith(`${base}/`)
}

/**
 * Attribution rule. A verified proxy stamp decides. Without one (fallback), the first match wins:
 * 1. A page load (`Sec-Fetch-Mode: navigate` and no `Content-Type`, i.e. a navigation without a
 *    body) → admin, whatever its Referer. The admin renders each of its pages on the server with
 *    that request's own headers (@payloadcms/next initReq → the auth strategies), and a page load's
 *    Referer names the page left, not the page loaded: a typed, bookmarked or reloaded admin URL, or
 *    a website link to one, must not see the website session, or the admin shows "Unauthorized"
 *    instead of its login form. Every browser Next 16 supports sends Sec-Fetch-Mode.
 * 2. A Referer under the admin route → admin: the admin's fetches, client-side navigations and
 *    server functions.
 * 3. Any other Referer → website, including a form submitted from a website page (a navigation
 *    with a body).
 * 4. No Referer (a server-side fetch, an API client) → unattributed: prefers the shared (admin) session.
 */
export const requestScope = (
  headers: Headers,
  payload: Payload,
  proxy: DualSessionProxySettings | undefined,
) => {
  let scope = scopes.get(headers)
  // Stryker disable next-line ConditionalExpression: a cache; without it each strategy resolves the scope again, with the same result
  if (!scope) {
    scope = resolveScope(headers, payload, proxy)
    // Stryker disable next-line CallExpression: the cache's write, as above
    scopes.set(headers, scope)
  }
  return scope
}

const isPageLoad = (headers: Headers) =>
  headers.get('sec-fetch-mode') === 'navigate' && !headers.has('content-type')

const resolveScope = async (
  headers: Headers,
  payload: Payload,
  proxy: DualSessionProxySettings | undefined,
): Promise<SessionScope> => {
  if (proxy) {
    const stamped = await verifyStamp(
      headers.get(STAMP_HEADER),
      proxy.secret,
      proxy.maxAgeSeconds ?? DEFAULT_STAMP_MAX_AGE_SECONDS,
    )
    if (stamped) return stamped
  }
  if (isPageLoad(headers)) return 'admin'
  const referer = headers.get('referer')
  if (!referer || !URL.canParse(referer)) return 'unattributed'
  // Stryker disable next-line StringLiteral: the strategy tells 'admin' and 'unattributed' apart; any other scope is the website's
  return isUnderRoute(new URL(referer).pathname, payload.config.routes.admin) ? 'admin' : 'website'
}
