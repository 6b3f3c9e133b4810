/**
 * The plugin writes the staff user's shared cookie itself, as a browser-session cookie: no
 * Expires, so it differs from the cookie core writes for the same auth settings.
 * @fails DS-05
 */

import { selfCheck } from '../support/selfCheck'
import { editEndpointCookies, patchedDualSession, sharedCookieName } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      editEndpointCookies(collection, '/login', (raw, name, req) =>
        name === sharedCookieName(req) ? raw.replace(/;\s*Expires=[^;]*/i, '') : raw,
      ),
  }),
})
