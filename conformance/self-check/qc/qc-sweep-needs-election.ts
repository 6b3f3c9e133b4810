/**
 * queue-sweep defers to the elected sweeper: while another worker holds the sweeper lease, the
 * endpoint's pass recovers nothing.
 * @fails QC-21 QC-23
 */

import { selfCheck } from '../support/selfCheck'
import { jobsWithEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: jobsWithEndpoint('/queue-sweep', (handler) => async (req) => {
    for (const key of await req.payload.kv.keys()) {
      const lease = key.includes('sweeper')
        ? await req.payload.kv.get<{ expiresAt?: string }>(key)
        : null
      if (lease?.expiresAt && new Date(lease.expiresAt) > new Date())
        return Response.json({ message: 'Another worker sweeps.', recovered: [] })
    }
    return handler(req)
  }),
})
