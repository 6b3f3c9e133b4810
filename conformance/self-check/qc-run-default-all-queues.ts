/**
 * queue-run without `queue` runs every queue, where the spec's default is the queue named "default".
 * @fails QC-14 QC-15
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchedJobs, withQuery, wrapJobsEndpoint } from './qc-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: qc-run-default-all-queues',
  jobs: patchedJobs({
    config: (built) =>
      wrapJobsEndpoint(built, '/queue-run', (handler) => (req) =>
        handler(withQuery(req, (params) => params.has('queue') || params.has('allQueues') || params.set('allQueues', 'true'))),
      ),
  }),
})
