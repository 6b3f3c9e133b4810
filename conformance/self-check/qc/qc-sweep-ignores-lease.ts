/**
 * queue-sweep takes every processing job as orphaned, without comparing its lease expiry with the
 * clock: a job whose worker died a moment ago (or is alive) is recovered at once.
 * @fails QC-21
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { jobsWithEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: jobsWithEndpoint('/queue-sweep', (handler) => async (req) => {
    const response = await handler(req)
    if (response.status !== 200) return response
    const body = await response.json()
    // The lease expiry compared with a date no lease reaches: every leased job counts as expired.
    const { recovered } = await reference.sweepOrphans!(req.payload, {
      now: () => new Date('9999-12-31T00:00:00Z'),
    })
    return Response.json(
      { ...body, recovered: [...recovered, ...body.recovered] },
      { headers: response.headers },
    )
  }),
})
