/**
 * /me answered from req.user directly instead of through core's me operation, so the collection's
 * afterMe hooks never run.
 * @fails DS-11
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchedDualSession, wrapEndpoint } from './ds-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: ds-me-without-operation',
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapEndpoint(collection, 'get', '/me', () => async (req) =>
        Response.json({ message: req.t('authentication:account'), user: req.user?.collection === collection.slug ? req.user : null }),
      ),
  }),
})
