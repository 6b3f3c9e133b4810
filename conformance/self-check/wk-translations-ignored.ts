/**
 * An option validated, then not applied: the surfaces use the built-in strings only, so a project's
 * `translations` never show.
 * @fails WK-67
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-translations-ignored',
  adminWiki: (options: Record<string, any> = {}) => reference.adminWiki!({ ...options, translations: undefined }),
})
