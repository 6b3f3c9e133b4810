/**
 * Without a proxy, a request with no Referer (a server-side fetch, an API client) is attributed to
 * the website, where the fallback rule prefers a valid admin session.
 * @fails DS-22
 */

import { selfCheck } from '../support/selfCheck'
import { editStrategyHeaders, patchedDualSession } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection, options) =>
      options.proxy
        ? collection
        : editStrategyHeaders(collection, (headers) => {
            if (!headers.has('referer') && headers.get('sec-fetch-mode') !== 'navigate')
              headers.set('referer', 'http://website.invalid/')
          }),
  }),
})
