/**
 * The delivery log readable by anyone: read access left open (as for a public collection), so
 * anonymous callers list rows and their bodies.
 * @fails WH-05
 */
import { selfCheck } from '../support/selfCheck'
import { webhooksWithDeliveries } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: webhooksWithDeliveries((collection) => ({
    ...collection,
    access: { ...collection.access, read: () => true },
  })),
})
