/**
 * `includePreviousData` not consulted: every update's body carries `previousData`, for every
 * subscription.
 * @fails WH-08
 */
import { withPayload } from '../support/patch'
import { editingRows, wrappedWebhooks } from '../support/webhooks'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
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
