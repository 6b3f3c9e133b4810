/**
 * An order reversed: both endpoints refuse anonymous requests before setting `cache-control:
 * no-store`, so the 401 goes out cacheable.
 * @fails WK-13
 */
import { UnauthorizedError, type Config } from 'payload'
import reference from '../../../reference'
import { patchCollection, wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) =>
      patchCollection(await reference.adminWiki!(options)(config), options.slugs?.pages ?? 'wiki-pages', (collection) =>
        wrapEndpoints(collection, (handler) => (req) => {
          if (!req.user) throw new UnauthorizedError(req.t)
          return handler(req)
        }),
      ),
})
