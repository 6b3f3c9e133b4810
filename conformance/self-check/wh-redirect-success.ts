/**
 * A success rule looser than the spec's: any reply below 400 counts, so a 3xx redirect is
 * recorded as a success.
 * @fails WH-21
 */
import type { Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { editRows, wrapDelivery, type Row } from './support/webhooks'

const below400 = (row: Row) => (typeof row.responseStatus === 'number' && row.responseStatus < 400 ? { ...row, status: 'success', error: null } : row)

export default defineImplementation({
  ...reference,
  name: 'self-check: wh-redirect-success',
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      hooks: editRows({ update: below400 }),
      task: editRows({ update: below400 }),
    }),
})
