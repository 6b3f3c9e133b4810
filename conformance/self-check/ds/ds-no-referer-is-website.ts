/**
 * Without a proxy, a request with no Referer (a server-side fetch, an API client) is attributed to
 * the website, where the fallback rule prefers a valid admin session.
 * @fails DS-22
 */

import { selfCheck } from '../support/selfCheck'
import { patchedDualSession, withHeaders, wrapStrategy } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection, options) =>
      options.proxy
        ? collection
        : wrapStrategy(
            collection,
            (authenticate) => (args) =>
              args.headers.has('referer') || args.headers.get('sec-fetch-mode') === 'navigate'
                ? authenticate(args)
                : authenticate(
                    withHeaders(args, (headers) =>
                      headers.set('referer', 'http://website.invalid/'),
                    ),
                  ),
          ),
  }),
})
