import type { TranslationsOption } from './types'

/** The wiki's UI strings in English; every key here is one `translations` may override. */
export const EN_STRINGS = {
  'guides.title': 'Guides',
  'guides.none': 'No guides yet.',
  'guides.write': 'Write a guide for this',
  'guides.edit': 'Edit guide',
  'guides.editMode': 'Edit mode',
  'guides.loading': 'Loading guides…',
  'guides.failed': 'Guides could not be loaded.',
  'guides.forField': 'Guides for this field',
  'guides.forBlock': 'Guides for this block',
  'guides.band': 'Guides for {{label}}',
} as const

export type WikiStringKey = keyof typeof EN_STRINGS

/** Built-in languages; a project adds others or overrides single strings through `translations`. */
export const BUILT_IN_STRINGS: Record<string, Record<WikiStringKey, string>> = {
  en: EN_STRINGS,
  de: {
    'guides.title': 'Anleitungen',
    'guides.none': 'Noch keine Anleitungen.',
    'guides.write': 'Anleitung hierzu schreiben',
    'guides.edit': 'Anleitung bearbeiten',
    'guides.editMode': 'Bearbeitungsmodus',
    'guides.loading': 'Anleitungen werden geladen…',
    'guides.failed': 'Anleitungen konnten nicht geladen werden.',
    'guides.forField': 'Anleitungen zu diesem Feld',
    'guides.forBlock': 'Anleitungen zu diesem Block',
    'guides.band': 'Anleitungen zu {{label}}',
  },
}

/**
 * The strings for an admin UI language: the project's overrides for the language, then for its
 * primary subtag (`de-AT` → `de`), then the built-ins of either, then English.
 */
export const stringsFor = (language: string, overrides: TranslationsOption): Record<WikiStringKey, string> => {
  const primary = language.split('-')[0]
  return {
    ...EN_STRINGS,
    ...BUILT_IN_STRINGS[primary],
    ...BUILT_IN_STRINGS[language],
    ...overrides[primary],
    ...overrides[language],
  } as Record<WikiStringKey, string>
}
