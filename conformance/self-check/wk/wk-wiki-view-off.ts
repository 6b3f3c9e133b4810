/**
 * The /wiki views never registered: adminWiki behaves as if `wikiView: false` whatever the project
 * says, so there is no wiki home, read view, search, coverage view, nav link or wiki-home orphan banner.
 * @fails WK-40 WK-41 WK-42 WK-43 WK-44 WK-45 WK-46 WK-48 WK-49
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, unknown> = {}) =>
    reference.adminWiki!({ ...options, wikiView: false }),
})
