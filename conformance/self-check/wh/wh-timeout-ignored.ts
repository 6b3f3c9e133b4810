/**
 * A limit not applied: `delivery.timeoutMs` is accepted but attempts run with the built-in
 * 10-second timeout.
 * @fails WH-19
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { deliveryOption } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) =>
    reference.webhooks!({
      ...options,
      delivery: { ...deliveryOption(options), timeoutMs: undefined },
    }),
})
