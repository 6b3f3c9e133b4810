/**
 * Redeliver refuses a signed-out caller the way collection access does, with 403 Forbidden,
 * where the spec asks for 401.
 * @fails WH-18
 */
import { Forbidden, type Config } from 'payload'
import reference from '../../../reference'
import { wrapDelivery } from '../support/webhooks'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      endpoints: async (req, run) => {
        if (!req.user) throw new Forbidden(req.t)
        return run()
      },
    }),
})
