/**
 * refresh-token renews through core's cookie name: the refreshed isolated session is written to
 * `<cookiePrefix>-token`, overwriting the admin's cookie instead of renewing its own.
 * @fails DS-04
 */

import { selfCheck } from '../support/selfCheck'
import { editEndpointCookies, patchedDualSession, sharedCookieName } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      editEndpointCookies(collection, '/refresh-token', (raw, name, req) =>
        name === sharedCookieName(req) ? raw : `${sharedCookieName(req)}${raw.slice(name.length)}`,
      ),
  }),
})
