/**
 * Without queueControl the plugin replaces access.run with its deny-all instead of keeping the
 * project's: a project-set jobs.access.run no longer decides /run and /handle-schedules.
 * @fails QC-02
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchedJobs } from './qc-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: qc-project-run-overridden',
  jobs: patchedJobs({
    config: (built, options) =>
      options.queueControl ? built : { ...built, jobs: { ...built.jobs, access: { ...built.jobs!.access, run: () => false } } },
  }),
})
