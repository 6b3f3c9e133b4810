/**
 * The Referer is asked before the proxy's stamp: a request with a Referer follows the fallback
 * rule, and the stamp decides only for requests without one.
 * @fails DS-23 DS-25
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { editStrategyHeaders, patchedDualSession } from './support'

const STAMP_HEADER = (reference.dualSessionProxy as unknown as { STAMP_HEADER: string })
  .STAMP_HEADER

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      editStrategyHeaders(collection, (headers) => {
        if (headers.has('referer')) headers.delete(STAMP_HEADER)
      }),
  }),
})
