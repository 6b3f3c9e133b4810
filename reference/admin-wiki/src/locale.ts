import type { SanitizedConfig } from 'payload'

/** BCP 47-ish: `de`, `de-AT`, `zh-Hant-TW`. Anything else is refused with a 400. */
export const LANGUAGE_PATTERN = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/

export interface ResolvedLocale {
  locale: null | string
  /** The language matched nothing and the default locale was used. */
  fallback: boolean
}

/**
 * Admin UI language → content locale, in this order: `localeMap[language]`, the language itself when
 * it is a configured locale code, its primary subtag (`de-AT` → `de`) mapped or as a locale code,
 * and finally the default locale (reported as a fallback). Unlocalized hosts have no locale.
 */
export const resolveLocale = (
  config: SanitizedConfig,
  language: string,
  localeMap: Record<string, string>,
): ResolvedLocale => {
  if (!config.localization) return { fallback: false, locale: null }
  const codes = new Set(config.localization.localeCodes)
  const primary = language.split('-')[0]
  for (const candidate of [localeMap[language], language, localeMap[primary], primary]) {
    if (candidate && codes.has(candidate)) return { fallback: false, locale: candidate }
  }
  return { fallback: true, locale: config.localization.defaultLocale }
}
