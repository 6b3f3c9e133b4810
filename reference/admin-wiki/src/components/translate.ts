import { stringsFor, type WikiStringKey } from '../translations'
import type { TranslationsOption } from '../types'

export type WikiTranslate = (key: WikiStringKey, vars?: Record<string, string>) => string

/** The wiki's strings in one admin language, `{{name}}` placeholders filled: shared by client and server components. */
export const translatorFor = (language: string, translations: TranslationsOption): WikiTranslate => {
  const strings = stringsFor(language, translations)
  return (key, vars = {}) => strings[key].replace(/\{\{(\w+)\}\}/g, (_, variable: string) => vars[variable] ?? '')
}
