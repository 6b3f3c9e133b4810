/**
 * `includePreviousData` not consulted: every update's body carries `previousData`, for every
 * subscription.
 * @fails WH-08
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { withPayload } from '../support/patch'
import { editingRows, wrapDelivery } from '../support/webhooks'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      hooks: (req, run, args) =>
        withPayload(
          req,
          editingRows({
            create: (row) =>
              args?.operation === 'update'
                ? {
                    ...row,
                    payload: { ...row.payload, previousData: args.previousDoc },
                  }
                : row,
          }),
          run,
        ),
    }),
})
