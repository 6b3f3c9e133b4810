/**
 * The isolated cookie's token is decoded, not verified: a token whose signature does not match
 * is taken at its word (every other check of core's still applies).
 * @fails DS-16
 */

import { selfCheck } from '../support/selfCheck'
import { patchedDualSession, trustInvalidToken } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    // Only while the token's own exp holds: expiry is still checked.
    collection: (collection) =>
      trustInvalidToken(
        collection,
        'signature',
        (claims) => (claims.exp ?? 0) - Math.floor(Date.now() / 1000),
      ),
  }),
})
