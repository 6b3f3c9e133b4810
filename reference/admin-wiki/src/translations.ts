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
  'picker.collection': 'Collection',
  'picker.global': 'Global',
  'picker.block': 'Block',
  'wiki.title': 'Wiki',
  'wiki.home': 'Wiki home',
  'wiki.browse': 'Browse guides',
  'wiki.featured': 'Featured guides',
  'wiki.kind.collection': 'Collections',
  'wiki.kind.global': 'Globals',
  'wiki.kind.field': 'Fields',
  'wiki.kind.block': 'Blocks',
  'wiki.kind.custom': 'Other topics',
  'wiki.empty': 'No published guides yet.',
  'wiki.search': 'Find a guide by title',
  'wiki.searchButton': 'Search',
  'wiki.results': 'Guides matching “{{query}}”',
  'wiki.noResults': 'No guide title matches “{{query}}”.',
  'wiki.notFound': 'This guide does not exist, is not published, or you may not read it.',
  'wiki.attachedTo': 'Attached to',
  'wiki.updated': 'Updated {{date}}',
  'wiki.editGuide': 'Edit this guide',
  'wiki.coverage': 'Coverage',
  'wiki.coverageIntro': 'Collections, globals, fields and blocks without a published guide you can read.',
  'wiki.coverageSummary': '{{covered}} of {{total}} targets have a published guide.',
  'wiki.coverageComplete': 'Every target has a published guide.',
  'wiki.video': 'Video',
  'orphans.title': 'Guides attached to targets that no longer exist',
  'orphans.thisGuide': 'This guide is attached to targets that no longer exist: {{targets}}. Remove them in the Targets tab.',
  'orphans.targets': 'no longer resolves: {{targets}}',
  'orphans.draft': 'draft',
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
    'picker.collection': 'Sammlung',
    'picker.global': 'Global',
    'picker.block': 'Block',
    'wiki.title': 'Wiki',
    'wiki.home': 'Wiki-Startseite',
    'wiki.browse': 'Anleitungen durchsuchen',
    'wiki.featured': 'Hervorgehobene Anleitungen',
    'wiki.kind.collection': 'Sammlungen',
    'wiki.kind.global': 'Globale',
    'wiki.kind.field': 'Felder',
    'wiki.kind.block': 'Blöcke',
    'wiki.kind.custom': 'Weitere Themen',
    'wiki.empty': 'Noch keine veröffentlichten Anleitungen.',
    'wiki.search': 'Anleitung nach Titel suchen',
    'wiki.searchButton': 'Suchen',
    'wiki.results': 'Anleitungen zu „{{query}}“',
    'wiki.noResults': 'Kein Anleitungstitel passt zu „{{query}}“.',
    'wiki.notFound': 'Diese Anleitung gibt es nicht, sie ist nicht veröffentlicht, oder Sie dürfen sie nicht lesen.',
    'wiki.attachedTo': 'Gehört zu',
    'wiki.updated': 'Aktualisiert am {{date}}',
    'wiki.editGuide': 'Anleitung bearbeiten',
    'wiki.coverage': 'Abdeckung',
    'wiki.coverageIntro': 'Sammlungen, Globale, Felder und Blöcke ohne veröffentlichte Anleitung, die Sie lesen können.',
    'wiki.coverageSummary': '{{covered}} von {{total}} Zielen haben eine veröffentlichte Anleitung.',
    'wiki.coverageComplete': 'Jedes Ziel hat eine veröffentlichte Anleitung.',
    'wiki.video': 'Video',
    'orphans.title': 'Anleitungen zu Zielen, die es nicht mehr gibt',
    'orphans.thisGuide': 'Diese Anleitung gehört zu Zielen, die es nicht mehr gibt: {{targets}}. Entfernen Sie sie im Tab „Targets“.',
    'orphans.targets': 'nicht mehr vorhanden: {{targets}}',
    'orphans.draft': 'Entwurf',
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
