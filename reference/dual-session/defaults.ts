/** Request header the proxy writes; the server trusts it only with a valid signature. */
export const STAMP_HEADER = 'x-dual-session-stamp'

export const DEFAULT_STAMP_MAX_AGE_SECONDS = 300

/** Prefix of the auth strategy registered on each listed collection: `dual-session-<slug>`. */
export const STRATEGY_PREFIX = 'dual-session-'

/** The cookie prefix config key isolated cookies derive from: `<cookiePrefix>-<slug>-token`. */
export const isolatedCookieName = (cookiePrefix: string, slug: string) => `${cookiePrefix}-${slug}-token`
