/**
 * Request proxy for Next.js (`proxy.ts`, formerly `middleware.ts`): stamps each request with the
 * session scope it may use, signed with a secret the dualSession plugin shares, after removing any
 * copy the client sent. Framework-agnostic at its core (`stampRequest` takes a standard Request);
 * `dualSessionProxy` loads `next/server` only when called, since next is an optional peer.
 */
import { isUnderRoute } from '../attribution'
import { STAMP_HEADER } from '../defaults'
import { type StampScope, signStamp } from '../stamp'

export type { StampScope }
export { STAMP_HEADER }

export interface StampRequestOptions {
  /** The same secret as the plugin's `proxy.secret`. */
  secret: string
  /**
   * The admin panel's route, config.routes.admin.
   * @default '/admin'
   */
  adminRoute?: string
  /** Clock in milliseconds, for tests. */
  now?: () => number
}

/**
 * admin: the request is for an admin page, or was made by one (Referer under the admin route);
 * website: everything else. Path-only on purpose: behind a reverse proxy the origin the server
 * sees often differs from the browser's, and the scope only picks among the browser's own sessions.
 */
export const attributeRequest = (
  request: Request,
  { adminRoute = '/admin' }: Pick<StampRequestOptions, 'adminRoute'> = {},
): StampScope => {
  if (isUnderRoute(new URL(request.url).pathname, adminRoute)) return 'admin'
  const referer = request.headers.get('referer')
  return referer && URL.canParse(referer) && isUnderRoute(new URL(referer).pathname, adminRoute)
    ? 'admin'
    : 'website'
}

/** The request's headers with a fresh signed stamp; a client-sent stamp never survives. */
export const stampRequest = async (
  request: Request,
  options: StampRequestOptions,
): Promise<Headers> => {
  if (typeof options?.secret !== 'string' || !options.secret)
    throw new Error("stampRequest: `secret` is required (the plugin's proxy.secret).")
  const headers = new Headers(request.headers)
  // set() replaces every value the client sent under this name.
  headers.set(
    STAMP_HEADER,
    await signStamp(attributeRequest(request, options), options.secret, options.now?.()),
  )
  return headers
}

/**
 * A ready Next.js proxy: `export const proxy = dualSessionProxy({ secret: process.env.DUAL_SESSION_SECRET! })`.
 * Forwards the request with the stamped headers (NextResponse.next({ request: { headers } })).
 */
export const dualSessionProxy = (options: StampRequestOptions) => async (request: Request) => {
  const { NextResponse } = await import('next/server')
  return NextResponse.next({ request: { headers: await stampRequest(request, options) } })
}
