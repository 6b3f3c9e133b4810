/** Request header the proxy writes; the server trusts it only with a valid signature. */
export const STAMP_HEADER = 'x-dual-session-stamp'

export const DEFAULT_STAMP_MAX_AGE_SECONDS = 300

/** Prefix of the auth strategy registered on each listed collection: `dual-session-<slug>`. */
export const STRATEGY_PREFIX = 'dual-session-'

/** Core's cookie writers append `-token` to a prefix; the isolated cookie's prefix adds the slug. */
export const isolatedCookiePrefix = (cookiePrefix: string, slug: string) =>
  `${cookiePrefix}-${slug}`

/** `<cookiePrefix>-<slug>-token` */
export const isolatedCookieName = (cookiePrefix: string, slug: string) =>
  `${isolatedCookiePrefix(cookiePrefix, slug)}-token`
