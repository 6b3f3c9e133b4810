/**
 * Access evaluated in the wrong locale: orphaned-targets checks update access in the default
 * locale, ignoring the request's `?locale`, so a translator allowed to write German is refused.
 * @fails WK-15
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { patchCollection, wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) =>
      patchCollection(await reference.adminWiki!(options)(config), options.slugs?.pages ?? 'wiki-pages', (collection) =>
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
