/**
 * Without queueControl the plugin leaves Payload's default access on /run and /handle-schedules
 * (any logged-in user) instead of denying every caller when the project set no access.run.
 * @fails QC-01
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchedJobs } from './qc-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: qc-run-open-without-queuecontrol',
  jobs: patchedJobs({
    config: (built, options, given) => {
      if (options.queueControl || given.jobs?.access?.run) return built
      const { run: _run, ...access } = built.jobs!.access ?? {}
      return { ...built, jobs: { ...built.jobs, access } }
    },
  }),
})
