/**
 * The error column filled only from an HTTP reply: an attempt that got no reply (timed out, reset,
 * refused) is recorded without its error.
 * @fails WH-19 WH-22
 */

import { selfCheck } from '../support/selfCheck'
import { editRows, type Row, wrappedWebhooks } from '../support/webhooks'

const httpErrorsOnly = (row: Row) =>
  'error' in row && row.responseStatus == null ? { ...row, error: null } : row

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: editRows({ update: httpErrorsOnly }),
    task: editRows({ update: httpErrorsOnly }),
  }),
})
