/**
 * `occurredAt` sent as epoch milliseconds (a number) instead of an ISO 8601 UTC string.
 * @fails WH-07
 */
import { editBodies, wrappedWebhooks } from '../support/webhooks'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({ hooks: editBodies((body) => ({ ...body, occurredAt: Date.parse(body.occurredAt) })) }),
})
