/**
 * Inline deliveries fired and forgotten: the hook starts them without awaiting, so the write
 * returns before any delivery is made (not "inside the write").
 * @fails WH-23 WH-26
 */

import { selfCheck } from '../support/selfCheck'
import { wrappedWebhooks } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: async (_req, run, args) => {
      void Promise.resolve(run()).catch(() => undefined)
      return args?.doc
    },
  }),
})
