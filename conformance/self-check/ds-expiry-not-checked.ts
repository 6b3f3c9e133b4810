/**
 * The isolated cookie's token is checked for its signature but not its `exp`: an expired token
 * keeps its session (the browser stops sending it, a replayed copy still works).
 * @fails DS-17
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchedDualSession, trustInvalidToken } from './ds-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: ds-expiry-not-checked',
  dualSession: patchedDualSession({
    collection: (collection) => trustInvalidToken(collection, 'expired', () => 60),
  }),
})
