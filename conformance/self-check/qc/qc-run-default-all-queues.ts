/**
 * queue-run without `queue` runs every queue, where the spec's default is the queue named "default".
 * @fails QC-14 QC-15
 */

import { selfCheck } from '../support/selfCheck'
import { editingQuery, jobsWithEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: jobsWithEndpoint(
    '/queue-run',
    editingQuery(
      (params) => params.has('queue') || params.has('allQueues') || params.set('allQueues', 'true'),
    ),
  ),
})
