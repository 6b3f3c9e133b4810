/**
 * Merging where the spec replaces: a subscription's transform result is spread over the document
 * instead of replacing `data`.
 * @fails WH-09
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
          create: (row) => ({
            ...row,
            payload: {
              ...row.payload,
              data: { ...args?.doc, ...row.payload.data },
            },
          }),
        }),
        run,
      ),
  }),
})
