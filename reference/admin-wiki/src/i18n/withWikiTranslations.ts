import { type Config, deepMergeSimple } from 'payload'
import type { TranslationsOption } from '../types'
import { en } from './en'
import { I18N_NAMESPACE, translations } from './index'

/**
 * The config's `i18n.translations` with the wiki's strings: the built-ins (English for a supported
 * language the wiki has none for, as Payload would show the bare key), the project's own entries over
 * them, and the `translations` option, the wiki's documented override, over both.
 */
export const withWikiTranslations = (
  i18n: Config['i18n'],
  option: TranslationsOption,
): Config['i18n'] => {
  const languages = new Set([
    ...Object.keys(translations),
    ...Object.keys(i18n?.supportedLanguages ?? {}),
    ...Object.keys(option),
  ])
  const builtIn = Object.fromEntries(
    [...languages].map((language) => [
      language,
      {
        [I18N_NAMESPACE]: {
          ...en,
          ...translations[language as keyof typeof translations]?.[I18N_NAMESPACE],
        },
      },
    ]),
  )
  const fromOption = Object.fromEntries(
    Object.entries(option).map(([language, strings]) => [language, { [I18N_NAMESPACE]: strings }]),
  )
  return {
    ...i18n,
    translations: deepMergeSimple(deepMergeSimple(builtIn, i18n?.translations ?? {}), fromOption),
  }
}
