/**
 * Every navigation counted as a page load, with or without a body: a form submitted from a
 * website page (its logout button) gets the admin session instead of following its Referer.
 * @fails DS-28
 */

import { selfCheck } from '../support/selfCheck'
import { editStrategyHeaders, patchedDualSession } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      editStrategyHeaders(collection, (headers) => {
        if (headers.get('sec-fetch-mode') === 'navigate') headers.delete('content-type')
      }),
  }),
})
