/**
 * The plugin writes config.custom as its own marker only, dropping the project's custom keys.
 * @fails QC-29
 */
import reference from '../../reference'
import { defineImplementation, JOBS_PLUGIN_MARKER as MARKER } from '../kit/contract'
import { patchedJobs } from './qc-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: qc-custom-replaced',
  jobs: patchedJobs({ config: (built) => ({ ...built, custom: { [MARKER]: built.custom?.[MARKER] } }) }),
})
