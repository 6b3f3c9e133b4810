/**
 * logout drops `allSessions=true`: only the current session ends, the user's other sessions
 * stay signed in.
 * @fails DS-14
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchedDualSession, wrapEndpoint } from './ds-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: ds-logout-all-sessions-ignored',
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapEndpoint(collection, 'post', '/logout', (handler) => (req) => {
        req.searchParams.delete('allSessions')
        return handler(req)
      }),
  }),
})
