/**
 * Mode `auto` read as "queue": deliveries are queued even when no job runner is detected, so with
 * no runner they wait forever.
 * @fails WH-23
 */

import { selfCheck } from '../support/selfCheck'
import { webhooksWithDelivery } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: webhooksWithDelivery((delivery) => ({
    ...delivery,
    mode: (delivery.mode ?? 'auto') === 'auto' ? 'queue' : delivery.mode,
  })),
})
