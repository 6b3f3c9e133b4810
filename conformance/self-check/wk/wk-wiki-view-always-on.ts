/**
 * `wikiView: false` validated, then ignored: the /wiki views and the nav link stay registered.
 * @fails WK-47
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, unknown> = {}) =>
    reference.adminWiki!({
      ...options,
      wikiView: options.wikiView === false ? true : (options.wikiView as never),
    }),
})
