/**
 * Wrong precedence: an admin language that is itself a content locale is read in that locale, so
 * `localeMap` entries for such languages (de → fr) never apply.
 * @fails WK-66
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    (config: Config) => {
      const codes = new Set(
        (config.localization ? config.localization.locales : []).map((locale) =>
          typeof locale === 'string' ? locale : locale.code,
        ),
      )
      const localeMap = Object.fromEntries(
        Object.entries((options.localeMap ?? {}) as Record<string, string>).filter(
          ([language]) => !codes.has(language),
        ),
      )
      return reference.adminWiki!({ ...options, localeMap })(config)
    },
})
