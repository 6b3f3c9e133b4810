/**
 * The isolated cookie's strategy checks the token's signature, expiry and session itself and
 * forgets the verify flag: a user whose email is no longer verified keeps signing in with it.
 * @fails DS-13
 */

import { selfCheck } from '../support/selfCheck'
import { patchedDualSession, skipUserCheck } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) => skipUserCheck(collection, 'verified'),
  }),
})
