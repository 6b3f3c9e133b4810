/**
 * Without queueControl the plugin replaces access.run with its deny-all instead of keeping the
 * project's: a project-set jobs.access.run no longer decides /run and /handle-schedules.
 * @fails QC-02
 */

import { selfCheck } from '../support/selfCheck'
import { patchedJobs } from './support'

export default selfCheck(import.meta.url, {
  jobs: patchedJobs({
    config: (built, options) =>
      options.queueControl
        ? built
        : {
            ...built,
            jobs: { ...built.jobs, access: { ...built.jobs!.access, run: () => false } },
          },
  }),
})
