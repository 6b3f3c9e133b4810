/**
 * Without queueControl the plugin leaves Payload's default access on /run and /handle-schedules
 * (any logged-in user) instead of denying every caller when the project set no access.run.
 * @fails QC-01
 */

import { selfCheck } from '../support/selfCheck'
import { patchedJobs } from './support'

export default selfCheck(import.meta.url, {
  jobs: patchedJobs({
    config: (built, options, given) => {
      if (options.queueControl || given.jobs?.access?.run) return built
      const { run: _run, ...access } = built.jobs!.access ?? {}
      return { ...built, jobs: { ...built.jobs, access } }
    },
  }),
})
