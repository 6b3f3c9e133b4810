/**
 * queue-status answers the health report to anyone: the endpoint skips the queueControl guard
 * (a status page "has nothing secret").
 * @fails QC-27
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { jobsWithEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: jobsWithEndpoint(
    '/queue-status',
    (handler) => async (req) =>
      req.user
        ? handler(req)
        : Response.json(await reference.getQueueHealth!(req.payload), {
            headers: { 'cache-control': 'no-store' },
          }),
  ),
})
