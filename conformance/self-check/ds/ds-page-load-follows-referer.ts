/**
 * Page loads attributed like fetches, by their Referer (Sec-Fetch-Mode not read): a typed or
 * reloaded /admin with only a website session sees the website user, so the admin answers
 * "Unauthorized" instead of its login form.
 * @fails DS-28 DS-29 DS-32
 */

import { selfCheck } from '../support/selfCheck'
import { editStrategyHeaders, patchedDualSession } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      editStrategyHeaders(collection, (headers) => headers.delete('sec-fetch-mode')),
  }),
})
