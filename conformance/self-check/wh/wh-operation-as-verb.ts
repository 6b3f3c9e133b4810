/**
 * The body's `operation` written with the event's verb (`created`, `updated`, `deleted`) instead of
 * Payload's operation (`create`, `update`, `delete`).
 * @fails WH-06
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { editRows, wrapDelivery } from '../support/webhooks'
import { selfCheck } from '../support/selfCheck'

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
}

export default selfCheck(import.meta.url, {
  webhooks: (options: any) => async (config: Config) =>
    wrapDelivery(await reference.webhooks!(options)(config), options, {
      hooks: editRows({
        create: (row) => ({
          ...row,
          payload: {
            ...row.payload,
            operation: VERBS[row.payload.operation] ?? row.payload.operation,
          },
        }),
      }),
    }),
})
