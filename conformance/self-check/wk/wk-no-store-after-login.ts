/**
 * An order reversed: both endpoints refuse anonymous requests before setting `cache-control:
 * no-store`, so the 401 goes out cacheable.
 * @fails WK-13
 */
import { UnauthorizedError } from 'payload'
import { wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('pages', (collection) =>
    wrapEndpoints(collection, (handler) => (req) => {
      if (!req.user) throw new UnauthorizedError(req.t)
      return handler(req)
    }),
  ),
})
