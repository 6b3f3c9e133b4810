/**
 * queue-run without `queue` runs every queue, where the spec's default is the queue named "default".
 * @fails QC-14 QC-15
 */

import { selfCheck } from '../support/selfCheck'
import { patchedJobs, withQuery, wrapJobsEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: patchedJobs({
    config: (built) =>
      wrapJobsEndpoint(
        built,
        '/queue-run',
        (handler) => (req) =>
          handler(
            withQuery(
              req,
              (params) =>
                params.has('queue') || params.has('allQueues') || params.set('allQueues', 'true'),
            ),
          ),
      ),
  }),
})
