/**
 * logout drops `allSessions=true`: only the current session ends, the user's other sessions
 * stay signed in.
 * @fails DS-14
 */

import { selfCheck } from '../support/selfCheck'
import { patchedDualSession, wrapEndpoint } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapEndpoint(collection, 'post', '/logout', (handler) => (req) => {
        req.searchParams.delete('allSessions')
        return handler(req)
      }),
  }),
})
