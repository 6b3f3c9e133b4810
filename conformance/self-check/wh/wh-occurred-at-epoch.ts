/**
 * `occurredAt` sent as epoch milliseconds (a number) instead of an ISO 8601 UTC string.
 * @fails WH-07
 */

import { selfCheck } from '../support/selfCheck'
import { editBodies, wrappedWebhooks } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: editBodies((body) => ({ ...body, occurredAt: Date.parse(body.occurredAt) })),
  }),
})
