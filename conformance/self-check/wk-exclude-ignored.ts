/**
 * An option validated, then not applied: adminWiki ignores `exclude`, so excluded collections,
 * globals and blocks stay targetable and listed.
 * @fails WK-03 WK-06 WK-14 WK-21
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-exclude-ignored',
  adminWiki: (options: Record<string, unknown> = {}) => reference.adminWiki!({ ...options, exclude: undefined }),
})
