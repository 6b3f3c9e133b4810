/**
 * Writes to the delivery log refused only where the admin and the REST API reach them: access allows any call that is not REST, so GraphQL mutations and Local API calls without overrideAccess write rows.
 * @fails WH-03 WH-04
 */
import { selfCheck } from '../support/selfCheck'
import { webhooksWithLogWrites } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: webhooksWithLogWrites(({ req }) => req.payloadAPI !== 'REST'),
})
