/**
 * Every navigation counted as a page load, with or without a body: a form submitted from a
 * website page (its logout button) gets the admin session instead of following its Referer.
 * @fails DS-28
 */

import { selfCheck } from '../support/selfCheck'
import { patchedDualSession, withHeaders, wrapStrategy } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapStrategy(
        collection,
        (authenticate) => (args) =>
          args.headers.get('sec-fetch-mode') === 'navigate'
            ? authenticate(withHeaders(args, (headers) => headers.delete('content-type')))
            : authenticate(args),
      ),
  }),
})
