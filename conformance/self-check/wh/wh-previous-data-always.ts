/**
 * `includePreviousData` not consulted: every update's body carries `previousData`, for every
 * subscription.
 * @fails WH-08
 */

import { selfCheck } from '../support/selfCheck'
import { editRowsOfHook, wrappedWebhooks } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: editRowsOfHook((row, args) =>
      args?.operation === 'update'
        ? { ...row, payload: { ...row.payload, previousData: args.previousDoc } }
        : row,
    ),
  }),
})
