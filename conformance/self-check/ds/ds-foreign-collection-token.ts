/**
 * The isolated cookie's strategy trusts the token's own `collection` claim: another collection's
 * valid token placed in this cookie signs its user in.
 * @fails DS-15
 */

import { selfCheck } from '../support/selfCheck'
import { acceptRefusedToken, holdsSession, patchedDualSession } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      acceptRefusedToken(
        collection,
        (claims, stored) => claims.collection !== collection.slug && holdsSession(stored, claims),
      ),
  }),
})
