/**
 * An unknown delivery id answered as a bad request (400) instead of 404 Not Found.
 * @fails WH-18
 */
import { APIError } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { wrappedWebhooks } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    endpoints: async (req, run) => {
      try {
        return await run()
      } catch (error) {
        if (error instanceof APIError && error.status === 404)
          throw new APIError(`No delivery ${String(req.routeParams?.id)}.`, 400)
        throw error
      }
    },
  }),
})
