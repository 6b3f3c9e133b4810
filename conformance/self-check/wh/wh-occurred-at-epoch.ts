/**
 * `occurredAt` sent as epoch milliseconds (a number) instead of an ISO 8601 UTC string.
 * @fails WH-07
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { editRows, wrapDelivery } from '../support/webhooks'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
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
