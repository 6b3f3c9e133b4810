/**
 * `queueControl: true` read as "open": the default guard admits every caller where it should
 * admit logged-in users only.
 * @fails QC-03 QC-05
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchedJobs } from './qc-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: qc-default-guard-open',
  jobs: patchedJobs({
    options: (options) => (options.queueControl === true ? { ...options, queueControl: { access: () => true } } : options),
  }),
})
