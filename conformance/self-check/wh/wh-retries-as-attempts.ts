/**
 * `retries` read as the number of attempts: a delivery is tried `retries` times in all (4 by
 * default) instead of `retries + 1`.
 * @fails WH-14 WH-27
 */

import { selfCheck } from '../support/selfCheck'
import { webhooksWithDelivery } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: webhooksWithDelivery((delivery) => ({
    ...delivery,
    retries: Math.max(0, (delivery.retries ?? 4) - 1),
  })),
})
