/**
 * responseBody cut at 2000 bytes instead of 2000 characters: a multibyte reply keeps a third of
 * what the spec asks for (and may end in a broken character).
 * @fails WH-20
 */

import { selfCheck } from '../support/selfCheck'
import { editRows, type Row, wrappedWebhooks } from '../support/webhooks'

const bytes = (row: Row) =>
  typeof row.responseBody === 'string'
    ? {
        ...row,
        responseBody: Buffer.from(row.responseBody).subarray(0, 2000).toString(),
      }
    : row

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: editRows({ update: bytes }),
    task: editRows({ update: bytes }),
  }),
})
