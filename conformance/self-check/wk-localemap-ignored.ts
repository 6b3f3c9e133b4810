/**
 * An option validated, then not applied: targets-map resolves the language without `localeMap`,
 * so a mapped language (pt-BR → fr) falls back to the default locale.
 * @fails WK-11
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-localemap-ignored',
  adminWiki: (options: Record<string, any> = {}) => reference.adminWiki!({ ...options, localeMap: undefined }),
})
