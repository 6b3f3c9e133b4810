/**
 * Redeliver refuses a signed-out caller the way collection access does, with 403 Forbidden,
 * where the spec asks for 401.
 * @fails WH-18
 */
import { Forbidden } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { wrappedWebhooks } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    endpoints: async (req, run) => {
      if (!req.user) throw new Forbidden(req.t)
      return run()
    },
  }),
})
