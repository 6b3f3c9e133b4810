/**
 * Inline mode recording a failure as `failed` (the queue's retryable state) instead of `dead`,
 * though no retry will ever come.
 * @fails WH-12
 */

import { selfCheck } from '../support/selfCheck'
import { editRows, wrappedWebhooks } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: editRows({
      update: (row) => (row.status === 'dead' ? { ...row, status: 'failed' } : row),
    }),
  }),
})
