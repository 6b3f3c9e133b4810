/**
 * The isolated cookie skips the CSRF gate: the strategy reads it as if every request were
 * same-origin, whatever its Origin or Sec-Fetch-Site, where core's cookie is refused.
 * @fails DS-19
 */

import { selfCheck } from '../support/selfCheck'
import { editStrategyHeaders, patchedDualSession } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      editStrategyHeaders(collection, (headers) => {
        headers.delete('origin')
        headers.set('sec-fetch-site', 'same-origin')
      }),
  }),
})
