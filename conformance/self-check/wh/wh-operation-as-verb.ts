/**
 * The body's `operation` written with the event's verb (`created`, `updated`, `deleted`) instead of
 * Payload's operation (`create`, `update`, `delete`).
 * @fails WH-06
 */

import { selfCheck } from '../support/selfCheck'
import { editBodies, wrappedWebhooks } from '../support/webhooks'

const VERBS: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
}

export default selfCheck(import.meta.url, {
  webhooks: wrappedWebhooks({
    hooks: editBodies((body) => ({ ...body, operation: VERBS[body.operation] ?? body.operation })),
  }),
})
