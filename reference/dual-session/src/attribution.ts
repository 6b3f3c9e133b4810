import type { Payload } from 'payload'
import { DEFAULT_STAMP_MAX_AGE_SECONDS, STAMP_HEADER } from './defaults'
import { verifyStamp } from './stamp'
import type { DualSessionProxySettings, SessionScope } from './types'

/** Every listed collection's strategy asks for the same request's scope: verify the stamp once. */
const scopes = new WeakMap<Headers, Promise<SessionScope>>()

export const isUnderRoute = (pathname: string, route: string) => {
  const base = route.replace(/\/+$/, '')
  return base === '' || pathname === base || pathname.startsWith(`${base}/`)
}

/**
 * Attribution rule. A verified proxy stamp decides. Without one (fallback): a Referer under the
 * admin route means admin; any other Referer means website; no Referer (a typed URL, a bookmark,
 * a server-side fetch) leaves the request unattributed, which prefers the shared (admin) session.
 */
export const requestScope = (headers: Headers, payload: Payload, proxy: DualSessionProxySettings | undefined) => {
  let scope = scopes.get(headers)
  if (!scope) {
    scope = resolveScope(headers, payload, proxy)
    scopes.set(headers, scope)
  }
  return scope
}

const resolveScope = async (headers: Headers, payload: Payload, proxy: DualSessionProxySettings | undefined): Promise<SessionScope> => {
  if (proxy) {
    const stamped = await verifyStamp(headers.get(STAMP_HEADER), proxy.secret, proxy.maxAgeSeconds ?? DEFAULT_STAMP_MAX_AGE_SECONDS)
    if (stamped) return stamped
  }
  const referer = headers.get('referer')
  if (!referer || !URL.canParse(referer)) return 'unattributed'
  return isUnderRoute(new URL(referer).pathname, payload.config.routes.admin) ? 'admin' : 'website'
}
