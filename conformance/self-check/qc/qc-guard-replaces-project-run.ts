/**
 * With queueControl on, the guard is written over access.run whatever the project set, instead
 * of only where the project left it unset.
 * @fails QC-05
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { patchedJobs } from './support'

export default selfCheck(import.meta.url, {
  jobs: patchedJobs({
    config: (built, options) => {
      if (!options.queueControl) return built
      const guard =
        (typeof options.queueControl === 'object' && options.queueControl.access) ||
        reference.loggedInAccess!
      return { ...built, jobs: { ...built.jobs, access: { ...built.jobs!.access, run: guard } } }
    },
  }),
})
