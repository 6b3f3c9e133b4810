/**
 * Without a proxy, a request with no Referer (a server-side fetch, an API client) is attributed to
 * the website, where the fallback rule prefers a valid admin session.
 * @fails DS-22
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchedDualSession, withHeaders, wrapStrategy } from './ds-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: ds-no-referer-is-website',
  dualSession: patchedDualSession({
    collection: (collection, options) =>
      options.proxy
        ? collection
        : wrapStrategy(collection, (authenticate) => (args) =>
            args.headers.has('referer') || args.headers.get('sec-fetch-mode') === 'navigate'
              ? authenticate(args)
              : authenticate(withHeaders(args, (headers) => headers.set('referer', 'http://website.invalid/'))),
          ),
  }),
})
