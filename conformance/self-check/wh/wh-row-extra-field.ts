/**
 * A delivery row with more than the spec's fields: the log also keeps the request headers it sent
 * (`requestHeaders`), handy for debugging but not a field the spec defines.
 * @fails WH-01
 */
import { selfCheck } from '../support/selfCheck'
import { webhooksWithDeliveries } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: webhooksWithDeliveries((collection) => ({
    ...collection,
    fields: [...collection.fields, { name: 'requestHeaders', type: 'json' }],
  })),
})
