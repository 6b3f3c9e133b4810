/**
 * /me answered from req.user directly instead of through core's me operation, so the collection's
 * afterMe hooks never run.
 * @fails DS-11
 */

import { selfCheck } from '../support/selfCheck'
import { patchedDualSession, wrapEndpoint } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapEndpoint(
        collection,
        'get',
        '/me',
        () => async (req) =>
          Response.json({
            message: req.t('authentication:account'),
            user: req.user?.collection === collection.slug ? req.user : null,
          }),
      ),
  }),
})
