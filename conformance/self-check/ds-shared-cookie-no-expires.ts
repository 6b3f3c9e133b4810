/**
 * The plugin writes the staff user's shared cookie itself, as a browser-session cookie: no
 * Expires, so it differs from the cookie core writes for the same auth settings.
 * @fails DS-05
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { editSetCookies, patchedDualSession, sharedCookieName, wrapEndpoint } from './ds-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: ds-shared-cookie-no-expires',
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapEndpoint(collection, 'post', '/login', (handler) => async (req) =>
        editSetCookies(await handler(req), (raw, name) => (name === sharedCookieName(req) ? raw.replace(/;\s*Expires=[^;]*/i, '') : raw)),
      ),
  }),
})
