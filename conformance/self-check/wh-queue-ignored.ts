/**
 * An option validated, then not applied: `delivery.queue` is accepted but jobs go to the
 * `default` queue.
 * @fails WH-25
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { deliveryOption } from './support/webhooks'

export default defineImplementation({
  ...reference,
  name: 'self-check: wh-queue-ignored',
  webhooks: (options: any) =>
    reference.webhooks!({
      ...options,
      delivery: { ...deliveryOption(options), queue: undefined },
    }),
})
