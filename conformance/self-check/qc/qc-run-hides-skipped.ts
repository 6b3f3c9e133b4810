/**
 * queue-run leaves paused queues out silently: it runs nothing of them but answers `skipped: []`.
 * @fails QC-15
 */

import { selfCheck } from '../support/selfCheck'
import { editingJson, jobsWithEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: jobsWithEndpoint(
    '/queue-run',
    editingJson((body) => ({ ...body, skipped: [] })),
  ),
})
