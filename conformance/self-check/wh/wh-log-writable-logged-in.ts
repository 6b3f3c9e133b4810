/**
 * The delivery log's writes guarded like its reads: any logged-in caller may create and update rows (REST, GraphQL and the Local API with a user), so the log is no longer server-written.
 * @fails WH-02 WH-03 WH-04
 */
import { selfCheck } from '../support/selfCheck'
import { webhooksWithLogWrites } from '../support/webhooks'

export default selfCheck(import.meta.url, {
  webhooks: webhooksWithLogWrites(({ req }) => Boolean(req.user)),
})
