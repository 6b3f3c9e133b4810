/**
 * Access evaluated in the wrong locale: orphaned-targets checks update access in the default
 * locale, ignoring the request's `?locale`, so a translator allowed to write German is refused.
 * @fails WK-15
 */
import { wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('pages', (collection) =>
    wrapEndpoints(
      collection,
      (handler) => (req) => {
        const localization = req.payload.config.localization
        if (localization) req.locale = localization.defaultLocale
        return handler(req)
      },
      '/orphaned-targets',
    ),
  ),
})
