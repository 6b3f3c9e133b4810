/**
 * `wikiView.components` validated, then ignored: the built-in views render in place of the project's.
 * @fails WK-72
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, unknown> = {}) =>
    reference.adminWiki!({
      ...options,
      wikiView:
        typeof options.wikiView === 'object' && options.wikiView
          ? true
          : (options.wikiView as never),
    }),
})
