/**
 * Mode `auto` read as "queue": deliveries are queued even when no job runner is detected, so with
 * no runner they wait forever.
 * @fails WH-23
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { deliveryOption } from './support/webhooks'

export default defineImplementation({
  ...reference,
  name: 'self-check: wh-auto-queues',
  webhooks: (options: any) => {
    const delivery = deliveryOption(options)
    return reference.webhooks!({
      ...options,
      delivery: {
        ...delivery,
        mode: (delivery.mode ?? 'auto') === 'auto' ? 'queue' : delivery.mode,
      },
    })
  },
})
