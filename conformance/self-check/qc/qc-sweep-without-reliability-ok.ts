/**
 * queue-sweep without the reliability option answers 200 with nothing recovered, where the spec
 * asks for a 409 that says the option is missing.
 * @fails QC-25
 */

import { selfCheck } from '../support/selfCheck'
import { patchedJobs, wrapJobsEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: patchedJobs({
    config: (built) =>
      wrapJobsEndpoint(built, '/queue-sweep', (handler) => async (req) => {
        const response = await handler(req)
        return response.status === 409
          ? Response.json({ message: 'Recovered 0 job(s).', recovered: [] })
          : response
      }),
  }),
})
