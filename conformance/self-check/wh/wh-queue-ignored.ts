/**
 * An option validated, then not applied: `delivery.queue` is accepted but jobs go to the
 * `default` queue.
 * @fails WH-25
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { deliveryOption } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) =>
    reference.webhooks!({
      ...options,
      delivery: { ...deliveryOption(options), queue: undefined },
    }),
})
