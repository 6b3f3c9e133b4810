import { describe, expect, test } from 'vitest'
import { buildFeaturedField, featuredWhere } from '../fields/featured'
import { adminWikiLabel, adminWikiT, I18N_NAMESPACE, translations } from './index'
import { withWikiTranslations } from './withWikiTranslations'

/** Payload's `t` where the wiki's strings are not registered: it answers the key itself. */
const bare = ((key: string) => key) as never
/** Payload's `t` with the wiki's German registered. */
const german = ((key: string, vars?: Record<string, unknown>) =>
  `de:${key}:${JSON.stringify(vars ?? {})}`) as never

describe('adminWiki strings (reference unit)', () => {
  test('the namespace documented for projects: t("pps-admin-wiki:…")', () => {
    expect(I18N_NAMESPACE).toBe('pps-admin-wiki')
    expect(Object.keys(translations)).toEqual(['de', 'en'])
  })

  test('adminWikiT: Payload’s answer when it has the string, else the built-in English with every {{name}} filled', () => {
    expect(adminWikiT(german)('guides.writeFor', { label: 'Posts' })).toBe(
      'de:pps-admin-wiki:guides.writeFor:{"label":"Posts"}',
    )
    expect(adminWikiT(bare)('guides.writeFor', { label: 'Posts' })).toBe('Write a guide for Posts')
    expect(adminWikiT(bare)('wiki.results', { query: 'seo_2' })).toBe('Guides matching “seo_2”')
    // A value not given leaves its placeholder; other text is left as it is.
    expect(adminWikiT(bare)('guides.writeFor')).toBe('Write a guide for {{label}}')
    expect(adminWikiT(bare)('guides.writeFor', { label: 0 })).toBe('Write a guide for 0')
    expect(adminWikiT(bare)('pages.featured')).toBe('Featured')
    expect(adminWikiLabel('pages.featured')({ t: bare } as never)).toBe('Featured')
  })

  test('withWikiTranslations: built-ins for every language, English where the wiki has none, the project’s strings over them, the option over both', () => {
    const i18n = withWikiTranslations(
      {
        fallbackLanguage: 'en',
        supportedLanguages: { fr: {} } as never,
        translations: {
          de: { [I18N_NAMESPACE]: { 'pages.featured': 'Vom Projekt' } },
          en: { general: { save: 'Keep' } },
        },
      },
      {
        de: { 'pages.featuredDescription': 'Aus der Option' },
        it: { 'pages.featured': 'In evidenza' },
      },
    )!
    expect(i18n.fallbackLanguage).toBe('en')
    const strings = i18n.translations as Record<string, Record<string, Record<string, string>>>
    expect(Object.keys(strings).sort()).toEqual(['de', 'en', 'fr', 'it'])
    expect(strings.fr![I18N_NAMESPACE]!['pages.featured']).toBe('Featured')
    expect(strings.de![I18N_NAMESPACE]!['pages.featured']).toBe('Vom Projekt')
    expect(strings.de![I18N_NAMESPACE]!['pages.featuredDescription']).toBe('Aus der Option')
    expect(strings.de![I18N_NAMESPACE]!['wiki.featured']).toBe(
      translations.de[I18N_NAMESPACE]['wiki.featured'],
    )
    expect(strings.it![I18N_NAMESPACE]!['pages.featured']).toBe('In evidenza')
    expect(strings.it![I18N_NAMESPACE]!['wiki.featured']).toBe('Featured guides')
    expect(strings.en!.general).toEqual({ save: 'Keep' })
  })

  test('the featured field: a sidebar checkbox, off by default, indexed; its where clause only when the option is on', () => {
    const field = buildFeaturedField()
    expect(field).toMatchObject({
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    })
    expect((field.label as (args: { t: unknown }) => string)({ t: bare })).toBe('Featured')
    expect((field.admin!.description as (args: { t: unknown }) => string)({ t: bare })).toBe(
      'Shown first on the wiki home.',
    )
    expect(featuredWhere(true)).toEqual({ featured: { equals: true } })
    expect(featuredWhere(false)).toBeUndefined()
  })
})
