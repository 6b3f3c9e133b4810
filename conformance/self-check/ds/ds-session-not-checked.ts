/**
 * The isolated cookie's strategy checks the token's signature and expiry itself and forgets the
 * session: the token of a logged-out session (its sid gone from the user) still signs in.
 * @fails DS-18
 */

import { selfCheck } from '../support/selfCheck'
import { patchedDualSession, skipUserCheck } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) => skipUserCheck(collection, 'session'),
  }),
})
