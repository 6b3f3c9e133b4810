/**
 * A limit not applied: `delivery.timeoutMs` is accepted but attempts run with the built-in
 * 10-second timeout.
 * @fails WH-19
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { deliveryOption } from './support/webhooks'

export default defineImplementation({
  ...reference,
  name: 'self-check: wh-timeout-ignored',
  webhooks: (options: any) =>
    reference.webhooks!({
      ...options,
      delivery: { ...deliveryOption(options), timeoutMs: undefined },
    }),
})
