/**
 * Logout signs the browser out everywhere: besides the cookie of the session it ends, it expires
 * the other session's cookie (the shared one on a website logout, the isolated ones on an admin logout).
 * @fails DS-03 DS-26 DS-30 DS-31
 */

import { selfCheck } from '../support/selfCheck'
import {
  editSetCookies,
  expiredCookie,
  isolatedCookieName,
  listedSlugs,
  patchedDualSession,
  setCookieNames,
  sharedCookieName,
  wrapEndpoint,
} from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection, options) =>
      wrapEndpoint(collection, 'post', '/logout', (handler) => async (req) => {
        const response = await handler(req)
        const cleared = setCookieNames(response)
        if (!cleared.length) return response
        const shared = sharedCookieName(req)
        const others = cleared.includes(shared)
          ? listedSlugs(options).map((slug) => isolatedCookieName(req, slug))
          : [shared]
        return editSetCookies(response, (raw) => [
          raw,
          ...others.map((name) => expiredCookie(req, collection.slug, name)),
        ])
      }),
  }),
})
