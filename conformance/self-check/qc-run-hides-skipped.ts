/**
 * queue-run leaves paused queues out silently: it runs nothing of them but answers `skipped: []`.
 * @fails QC-15
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { editJson, patchedJobs, wrapJobsEndpoint } from './qc-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: qc-run-hides-skipped',
  jobs: patchedJobs({
    config: (built) => wrapJobsEndpoint(built, '/queue-run', (handler) => async (req) => editJson(await handler(req), (body) => ({ ...body, skipped: [] }))),
  }),
})
