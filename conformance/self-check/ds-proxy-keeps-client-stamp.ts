/**
 * The request proxy stamps only requests that carry no stamp yet: a stamp the client sent (a
 * replayed genuine one) passes through instead of being replaced.
 * @fails DS-24
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const proxy = reference.dualSessionProxy!
const STAMP_HEADER = (proxy as unknown as { STAMP_HEADER: string }).STAMP_HEADER

export default defineImplementation({
  ...reference,
  name: 'self-check: ds-proxy-keeps-client-stamp',
  dualSessionProxy: {
    ...proxy,
    stampRequest: async (request, options) => (request.headers.has(STAMP_HEADER) ? new Headers(request.headers) : proxy.stampRequest(request, options)),
  },
})
