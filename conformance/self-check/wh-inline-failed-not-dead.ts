/**
 * Inline mode recording a failure as `failed` (the queue's retryable state) instead of `dead`,
 * though no retry will ever come.
 * @fails WH-12
 */
import type { Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { editRows, wrapDelivery } from './support/webhooks'

export default defineImplementation({
  ...reference,
  name: 'self-check: wh-inline-failed-not-dead',
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      hooks: editRows({
        update: (row) => (row.status === 'dead' ? { ...row, status: 'failed' } : row),
      }),
    }),
})
