/**
 * The isolated cookie's token is checked for its signature but not its `exp`: an expired token
 * keeps its session (the browser stops sending it, a replayed copy still works).
 * @fails DS-17
 */

import { selfCheck } from '../support/selfCheck'
import { patchedDualSession, trustInvalidToken } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) => trustInvalidToken(collection, 'expired', () => 60),
  }),
})
