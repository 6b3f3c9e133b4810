/**
 * Redeliver refuses a signed-out caller the way collection access does, with 403 Forbidden,
 * where the spec asks for 401.
 * @fails WH-18
 */
import { Forbidden, type Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { wrapDelivery } from './support/webhooks'

export default defineImplementation({
  ...reference,
  name: 'self-check: wh-redeliver-anonymous-403',
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      endpoints: async (req, run) => {
        if (!req.user) throw new Forbidden(req.t)
        return run()
      },
    }),
})
