/**
 * `wikiView: false` validated, then ignored: the /wiki views and the nav link stay registered.
 * @fails WK-47
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-wiki-view-always-on',
  adminWiki: (options: Record<string, unknown> = {}) => reference.adminWiki!({ ...options, wikiView: options.wikiView === false ? true : (options.wikiView as never) }),
})
