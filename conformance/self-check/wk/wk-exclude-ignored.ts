/**
 * An option validated, then not applied: adminWiki ignores `exclude`, so excluded collections,
 * globals and blocks stay targetable and listed.
 * @fails WK-03 WK-06 WK-14 WK-21
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, unknown> = {}) =>
    reference.adminWiki!({ ...options, exclude: undefined }),
})
