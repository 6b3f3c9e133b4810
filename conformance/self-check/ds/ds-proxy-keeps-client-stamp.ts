/**
 * The request proxy stamps only requests that carry no stamp yet: a stamp the client sent (a
 * replayed genuine one) passes through instead of being replaced.
 * @fails DS-24
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const proxy = reference.dualSessionProxy!
const STAMP_HEADER = (proxy as unknown as { STAMP_HEADER: string }).STAMP_HEADER

export default selfCheck(import.meta.url, {
  dualSessionProxy: {
    ...proxy,
    stampRequest: async (request, options) =>
      request.headers.has(STAMP_HEADER)
        ? new Headers(request.headers)
        : proxy.stampRequest(request, options),
  },
})
