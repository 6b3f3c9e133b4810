/**
 * A success rule narrower than the spec's: only a 200 reply marks a delivery success; 201 and 204
 * are recorded as failures.
 * @fails WH-15
 */

import { selfCheck } from '../support/selfCheck'
import { editRows, type Row, wrappedWebhooks } from '../support/webhooks'

const only200 = (failure: string) => (row: Row) =>
  row.status === 'success' && row.responseStatus !== 200
    ? { ...row, status: failure, error: `HTTP ${row.responseStatus}` }
    : row

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: editRows({ update: only200('dead') }),
    task: editRows({ update: only200('failed') }),
  }),
})
