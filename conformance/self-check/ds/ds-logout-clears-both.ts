/**
 * Logout signs the browser out everywhere: besides the cookie of the session it ends, it expires
 * the other session's cookie (the shared one on a website logout, the isolated ones on an admin logout).
 * @fails DS-03 DS-26 DS-30 DS-31
 */

import { selfCheck } from '../support/selfCheck'
import { expireAlso, isolatedCookieNames, patchedDualSession, sharedCookieName } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection, options) =>
      expireAlso(collection, '/logout', (req, cleared) => {
        const shared = sharedCookieName(req)
        return cleared.includes(shared) ? isolatedCookieNames(req, options) : [shared]
      }),
  }),
})
