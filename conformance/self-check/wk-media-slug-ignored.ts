/**
 * An option half applied: `slugs.pages` moves the guides, but the media collection keeps its
 * default slug `wiki-media`.
 * @fails WK-16
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-media-slug-ignored',
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!(options.slugs ? { ...options, slugs: { ...options.slugs, media: undefined } } : options),
})
