/**
 * An option validated, then not applied: targets-map resolves the language without `localeMap`,
 * so a mapped language (pt-BR → fr) falls back to the default locale.
 * @fails WK-11
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({ ...options, localeMap: undefined }),
})
