/**
 * queue-sweep without the reliability option answers 200 with nothing recovered, where the spec
 * asks for a 409 that says the option is missing.
 * @fails QC-25
 */
import { APIError } from 'payload'
import { onFailure } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { jobsWithEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: jobsWithEndpoint('/queue-sweep', (handler) =>
    // The reference refuses by throwing the 409 (Payload's error handling answers it).
    onFailure(handler, (error) => {
      if (error instanceof APIError && error.status === 409)
        return Response.json({ message: 'Recovered 0 job(s).', recovered: [] })
      throw error
    }),
  ),
})
