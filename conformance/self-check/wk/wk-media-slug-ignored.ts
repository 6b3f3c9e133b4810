/**
 * An option half applied: `slugs.pages` moves the guides, but the media collection keeps its
 * default slug `wiki-media`.
 * @fails WK-16
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!(
      options.slugs ? { ...options, slugs: { ...options.slugs, media: undefined } } : options,
    ),
})
