/**
 * refresh-token renews through core's cookie name: the refreshed isolated session is written to
 * `<cookiePrefix>-token`, overwriting the admin's cookie instead of renewing its own.
 * @fails DS-04
 */

import { selfCheck } from '../support/selfCheck'
import { editSetCookies, patchedDualSession, sharedCookieName, wrapEndpoint } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapEndpoint(
        collection,
        'post',
        '/refresh-token',
        (handler) => async (req) =>
          editSetCookies(await handler(req), (raw, name) =>
            name === sharedCookieName(req)
              ? raw
              : `${sharedCookieName(req)}${raw.slice(name.length)}`,
          ),
      ),
  }),
})
