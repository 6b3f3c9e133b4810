/**
 * Page loads attributed like fetches, by their Referer (Sec-Fetch-Mode not read): a typed or
 * reloaded /admin with only a website session sees the website user, so the admin answers
 * "Unauthorized" instead of its login form.
 * @fails DS-28 DS-29 DS-32
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchedDualSession, withHeaders, wrapStrategy } from './ds-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: ds-page-load-follows-referer',
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapStrategy(collection, (authenticate) => (args) => authenticate(withHeaders(args, (headers) => headers.delete('sec-fetch-mode')))),
  }),
})
