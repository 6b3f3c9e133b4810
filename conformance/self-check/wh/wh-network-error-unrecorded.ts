/**
 * The error column filled only from an HTTP reply: an attempt that got no reply (timed out, reset,
 * refused) is recorded without its error.
 * @fails WH-19 WH-22
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { editRows, wrapDelivery, type Row } from '../support/webhooks'
import { selfCheck } from '../support/selfCheck'

const httpErrorsOnly = (row: Row) => ('error' in row && row.responseStatus == null ? { ...row, error: null } : row)

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      hooks: editRows({ update: httpErrorsOnly }),
      task: editRows({ update: httpErrorsOnly }),
    }),
})
