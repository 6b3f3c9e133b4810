/**
 * The isolated cookie's strategy trusts the token's own `collection` claim: another collection's
 * valid token placed in this cookie signs its user in.
 * @fails DS-15
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { acceptRefusedToken, holdsSession, patchedDualSession } from './ds-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: ds-foreign-collection-token',
  dualSession: patchedDualSession({
    collection: (collection) => acceptRefusedToken(collection, (claims, stored) => claims.collection !== collection.slug && holdsSession(stored, claims)),
  }),
})
