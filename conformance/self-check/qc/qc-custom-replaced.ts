/**
 * The plugin writes config.custom as its own marker only, dropping the project's custom keys.
 * @fails QC-29
 */
import { JOBS_PLUGIN_MARKER as MARKER } from '../../kit/contract'
import { selfCheck } from '../support/selfCheck'
import { patchedJobs } from './support'

export default selfCheck(import.meta.url, {
  jobs: patchedJobs({
    config: (built) => ({ ...built, custom: { [MARKER]: built.custom?.[MARKER] } }),
  }),
})
