/**
 * Inline mode recording a failure as `failed` (the queue's retryable state) instead of `dead`,
 * though no retry will ever come.
 * @fails WH-12
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { editRows, wrapDelivery } from '../support/webhooks'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      hooks: editRows({
        update: (row) => (row.status === 'dead' ? { ...row, status: 'failed' } : row),
      }),
    }),
})
