/**
 * queue-run leaves paused queues out silently: it runs nothing of them but answers `skipped: []`.
 * @fails QC-15
 */

import { selfCheck } from '../support/selfCheck'
import { editJson, patchedJobs, wrapJobsEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: patchedJobs({
    config: (built) =>
      wrapJobsEndpoint(
        built,
        '/queue-run',
        (handler) => async (req) =>
          editJson(await handler(req), (body) => ({ ...body, skipped: [] })),
      ),
  }),
})
