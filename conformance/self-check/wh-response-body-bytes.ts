/**
 * responseBody cut at 2000 bytes instead of 2000 characters: a multibyte reply keeps a third of
 * what the spec asks for (and may end in a broken character).
 * @fails WH-20
 */
import type { Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { editRows, wrapDelivery, type Row } from './support/webhooks'

const bytes = (row: Row) =>
  typeof row.responseBody === 'string'
    ? {
        ...row,
        responseBody: Buffer.from(row.responseBody).subarray(0, 2000).toString(),
      }
    : row

export default defineImplementation({
  ...reference,
  name: 'self-check: wh-response-body-bytes',
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      hooks: editRows({ update: bytes }),
      task: editRows({ update: bytes }),
    }),
})
