/**
 * `queueControl: true` read as "open": the default guard admits every caller where it should
 * admit logged-in users only.
 * @fails QC-03 QC-05
 */

import { selfCheck } from '../support/selfCheck'
import { patchedJobs } from './support'

export default selfCheck(import.meta.url, {
  jobs: patchedJobs({
    options: (options) =>
      options.queueControl === true
        ? { ...options, queueControl: { access: () => true } }
        : options,
  }),
})
