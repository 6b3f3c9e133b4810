import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Config, Plugin } from 'payload'
import { describe, expect, test } from 'vitest'
import { adminWiki } from './admin-wiki/src'
import { translations as adminWikiTranslations } from './admin-wiki/src/i18n'
import { formBuilder } from './form-builder/src'
import { translations as formBuilderTranslations } from './form-builder/src/i18n'
import { jobs } from './jobs/src'
import { translations as jobsTranslations } from './jobs/src/i18n'
import { pluginStrings } from './shared/i18n'
import { webhooks } from './webhooks/src'
import { translations as webhooksTranslations } from './webhooks/src/i18n'

type Dictionary = Record<string, string>
type PluginTranslations = Record<'de' | 'en', Record<string, Dictionary>>

/** Each plugin with admin strings: its built-in dictionaries and the plugin as a project installs it. */
const PLUGINS: Record<string, { plugin: Plugin; translations: PluginTranslations }> = {
  adminWiki: { plugin: adminWiki({}), translations: adminWikiTranslations },
  formBuilder: { plugin: formBuilder({}), translations: formBuilderTranslations },
  jobs: { plugin: jobs({ queueControl: true }), translations: jobsTranslations },
  webhooks: {
    plugin: webhooks({ collections: { posts: true } }),
    translations: webhooksTranslations,
  },
}

const namespaceOf = (translations: PluginTranslations) => {
  const [namespace, ...more] = Object.keys(translations.en)
  expect(more, 'one namespace per plugin').toEqual([])
  return namespace!
}

/** A string's `{{placeholders}}` and `<0>…</0>` element markers (Payload's <Translation>), which every language must keep. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\w+\}\}|<\/?\d+>/g)].map((match) => match[0]).sort()

const projectConfig = (translations?: NonNullable<Config['i18n']>['translations']): Config =>
  ({
    admin: { user: 'users' },
    collections: [
      { slug: 'users', auth: true, fields: [] },
      { slug: 'posts', fields: [{ name: 'title', type: 'text' }] },
    ],
    // The form builder needs a rich-text editor for its messages.
    editor: lexicalEditor(),
    i18n: translations ? { translations } : undefined,
  }) as Partial<Config> as Config

describe("admin strings through Payload's i18n (reference unit)", () => {
  for (const [name, { translations }] of Object.entries(PLUGINS)) {
    test(`${name}: German has every English key, none empty, with the same placeholders and markers`, () => {
      const namespace = namespaceOf(translations)
      const english = translations.en[namespace]!
      const german = translations.de[namespace]
      expect(german, `de has no ${namespace} dictionary`).toBeDefined()
      const missing = Object.keys(english).filter((key) => !(key in german!))
      const extra = Object.keys(german!).filter((key) => !(key in english))
      expect({ missing, extra }, `${namespace}: German keys`).toEqual({ missing: [], extra: [] })
      for (const [key, text] of Object.entries(english)) {
        expect(text.trim(), `${namespace}:${key} is empty in en`).not.toBe('')
        expect(german![key]!.trim(), `${namespace}:${key} is empty in de`).not.toBe('')
        expect(placeholders(german![key]!), `${namespace}:${key}: placeholders`).toEqual(
          placeholders(text),
        )
        // German shares single words with English (Status, Details, Wiki); a phrase left as it is was not translated.
        if (german![key] === text)
          expect(
            text.replace(/\{\{\w+\}\}/g, '').trim(),
            `${namespace}:${key} is English in de`,
          ).toMatch(/^\S*$/)
      }
    })

    test(`${name}: a project's own i18n.translations entry wins over the built-in string; the rest stay`, async () => {
      const namespace = namespaceOf(translations)
      const [key, ...others] = Object.keys(translations.en[namespace]!)
      const config = await PLUGINS[name]!.plugin(
        projectConfig({ de: { [namespace]: { [key!]: 'Vom Projekt' } } } as never),
      )
      const german = (config.i18n!.translations as Record<string, Record<string, Dictionary>>).de![
        namespace
      ]!
      expect(german[key!]).toBe('Vom Projekt')
      for (const other of others) expect(german[other]).toBe(translations.de[namespace]![other])
    })
  }

  test('every plugin has its own namespace', () => {
    const namespaces = Object.values(PLUGINS).map(({ translations }) => namespaceOf(translations))
    expect(new Set(namespaces).size).toBe(namespaces.length)
  })
})

describe('a plugin’s strings through a Payload t (reference unit)', () => {
  const english = (key: 'greet' | 'count') =>
    key === 'greet' ? 'Hello {{name}}' : 'Job {{id}} of {{total}}, {{missing}} and {{none}}'
  const { t, label } = pluginStrings('ns', english)
  /** A Payload t that knows only `ns:greet` (in German), and answers other keys with the key, as Payload's does. */
  const german = ((key: string, vars?: Record<string, unknown>) =>
    key === 'ns:greet' ? `Hallo ${String(vars?.name ?? 'Welt')}` : key) as never

  test('the admin’s language where Payload’s t has the key', () => {
    expect(t(german)('greet', { name: 'Ada' })).toBe('Hallo Ada')
    expect(label('greet')({ t: german } as never)).toBe('Hallo Welt')
  })

  test('else the built-in English, its placeholders filled from the values given; unknown and empty ones kept', () => {
    expect(t(german)('count', { id: 12, total: 0, none: null })).toBe(
      'Job 12 of 0, {{missing}} and {{none}}',
    )
  })
})
