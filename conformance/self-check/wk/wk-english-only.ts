/**
 * The surfaces speak English whatever the admin language: German is shadowed by the English strings
 * (a project's own overrides still apply).
 * @fails WK-65
 */
import reference from '../../../reference'
import { en } from '../../../reference/admin-wiki/src/i18n/en'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({
      ...options,
      translations: { ...options.translations, de: { ...en, ...options.translations?.de } },
    }),
})
