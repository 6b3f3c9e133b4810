/**
 * Merging where the spec replaces: a subscription's transform result is spread over the document
 * instead of replacing `data`.
 * @fails WH-09
 */

import { selfCheck } from '../support/selfCheck'
import { editRowsOfHook, wrappedWebhooks } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: editRowsOfHook((row, args) => ({
      ...row,
      payload: { ...row.payload, data: { ...args?.doc, ...row.payload.data } },
    })),
  }),
})
