/**
 * The Local API trusted as the server: create and update of delivery rows are allowed to any Local API call, even one made with overrideAccess: false on behalf of a user.
 * @fails WH-04
 */
import { selfCheck } from '../support/selfCheck'
import { webhooksWithLogWrites } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: webhooksWithLogWrites(({ req }) => req.payloadAPI === 'local'),
})
