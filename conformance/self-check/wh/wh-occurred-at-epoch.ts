/**
 * `occurredAt` sent as epoch milliseconds (a number) instead of an ISO 8601 UTC string.
 * @fails WH-07
 */
import { editRows, wrappedWebhooks } from '../support/webhooks'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: editRows({
      create: (row) => ({
        ...row,
        payload: {
          ...row.payload,
          occurredAt: Date.parse(row.payload.occurredAt),
        },
      }),
    }),
  }),
})
