import type { Config } from 'payload'
import { describe, expect, test } from 'vitest'
import { resolveOptions } from './options'

const config = {
  collections: [],
  localization: { defaultLocale: 'en', locales: ['en', { code: 'de', label: 'Deutsch' }] },
} as unknown as Config

/** What the build threw (not `toThrow`, which passes a thrown `undefined`). */
const refusal = (options: unknown, host: Config = config): string => {
  try {
    resolveOptions(options as never, host)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the options were accepted')
}

const fn = () => true
const cyclic: Record<string, unknown> = {}
cyclic.self = cyclic

/** The plugin's own option checks and defaults, beyond what the conformance suite asks (WK-03 there). */
describe('adminWiki options (reference unit)', () => {
  test.each<[string, unknown, string]>([
    ['not an object', 'wiki', 'adminWiki: options must be an object (got "wiki")'],
    ['null', null, 'adminWiki: options must be an object (got null)'],
    ['an array', [], 'adminWiki: options must be an object (got [])'],
    [
      'an unknown key',
      { colour: 'red', chips: {} },
      'adminWiki: options has unknown key(s) colour; allowed: access, chips, customTargets, disabled, editor, exclude, featured, hidden, localeMap, overrides, slugs, translations, triggers, video, wikiView, writeAffordances',
    ],
    [
      'access that is not a function',
      { access: { read: true } },
      'adminWiki: access.read must be a function (got true)',
    ],
    [
      'an unknown access operation',
      { access: { list: fn } },
      'adminWiki: access has unknown key(s) list; allowed: create, delete, read, update',
    ],
    [
      'chips.blocks not boolean',
      { chips: { blocks: 'yes' } },
      'adminWiki: chips.blocks must be true or false (got "yes")',
    ],
    [
      'customTargets not an array',
      { customTargets: { key: 'a' } },
      'adminWiki: customTargets must be an array (got {"key":"a"})',
    ],
    [
      'a custom key with a space',
      { customTargets: [{ key: 'a b' }] },
      'adminWiki: customTargets[0].key must match /^[A-Za-z0-9][A-Za-z0-9_./-]*$/ (got "a b")',
    ],
    [
      'a custom key missing',
      { customTargets: [{ label: 'A' }] },
      'adminWiki: customTargets[0].key must match /^[A-Za-z0-9][A-Za-z0-9_./-]*$/ (got undefined)',
    ],
    [
      'a repeated custom key',
      { customTargets: [{ key: 'a' }, { key: 'a' }] },
      'adminWiki: customTargets[1].key repeats "a"',
    ],
    [
      'an empty custom label',
      { customTargets: [{ key: 'a', label: { en: '' } }] },
      'adminWiki: customTargets[0].label.en must be a non-empty string (got "")',
    ],
    [
      'editor.blocks not an array',
      { editor: { blocks: {} } },
      'adminWiki: editor.blocks must be an array',
    ],
    [
      'editor.inlineBlocks not an array',
      { editor: { inlineBlocks: 1 } },
      'adminWiki: editor.inlineBlocks must be an array',
    ],
    [
      'editor.features not an array',
      { editor: { features: 'all' } },
      'adminWiki: editor.features must be an array',
    ],
    [
      'editor.converters not an object',
      { editor: { converters: [] } },
      'adminWiki: editor.converters must be an object',
    ],
    [
      'an exclude entry not a slug',
      { exclude: { collections: ['posts', ''] } },
      'adminWiki: exclude.collections must be an array of slugs (got ["posts",""])',
    ],
    [
      'exclude not an array',
      { exclude: { globals: 'settings' } },
      'adminWiki: exclude.globals must be an array of slugs (got "settings")',
    ],
    [
      'a hidden flag not boolean',
      { hidden: { pages: 'no' } },
      'adminWiki: hidden.pages must be true or false (got "no")',
    ],
    [
      'a localeMap entry to no locale',
      { localeMap: { fr: 'fr' } },
      'adminWiki: localeMap.fr maps to "fr", which is not a configured locale (en, de)',
    ],
    [
      'a localeMap entry empty',
      { localeMap: { fr: '' } },
      'adminWiki: localeMap.fr must be a non-empty string (got "")',
    ],
    [
      'tabs without fields',
      { overrides: { pages: { tabs: [{ label: 'No fields' }] } } },
      'adminWiki: overrides.pages.tabs must be an array of tabs, each with a fields array',
    ],
    [
      'tabs not an array',
      { overrides: { pages: { tabs: {} } } },
      'adminWiki: overrides.pages.tabs must be an array of tabs, each with a fields array',
    ],
    [
      'an override not a function',
      { overrides: { media: {} } },
      'adminWiki: overrides.media must be a function (got {})',
    ],
    [
      'a slug not lowercase',
      { slugs: { pages: 'Guides' } },
      'adminWiki: slugs.pages must be a lowercase slug (got "Guides")',
    ],
    [
      'a slug not a string',
      { slugs: { media: 5 } },
      'adminWiki: slugs.media must be a lowercase slug (got 5)',
    ],
    [
      'equal slugs',
      { slugs: { media: 'wiki', pages: 'wiki' } },
      'adminWiki: slugs media and pages must differ',
    ],
    [
      'the default pages slug for media',
      { slugs: { media: 'wiki-pages' } },
      'adminWiki: slugs media and pages must differ',
    ],
    [
      'a translation not a string',
      { translations: { de: { title: 3 } } },
      'adminWiki: translations.de.title must be a non-empty string (got 3)',
    ],
    [
      'a list slot unknown',
      { triggers: { list: { slot: 'top' } } },
      'adminWiki: triggers.list.slot must be one of beforeList, beforeListTable, afterListTable, afterList (got "top")',
    ],
    [
      'a list slot missing',
      { triggers: { list: {} } },
      'adminWiki: triggers.list.slot must be one of beforeList, beforeListTable, afterListTable, afterList (got undefined)',
    ],
    [
      'a slot on edit',
      { triggers: { edit: { slot: 'beforeList' } } },
      'adminWiki: triggers.edit takes true or false; only triggers.list accepts a slot',
    ],
    [
      'a slot on global',
      { triggers: { global: { slot: 'beforeList' } } },
      'adminWiki: triggers.global takes true or false; only triggers.list accepts a slot',
    ],
    [
      'edit not boolean',
      { triggers: { edit: 'yes' } },
      'adminWiki: triggers.edit must be true or false (got "yes")',
    ],
    [
      'a player component empty',
      { video: { playerComponent: '' } },
      'adminWiki: video.playerComponent must be an import-map path string',
    ],
    [
      'a player component not a string',
      { video: { playerComponent: 5 } },
      'adminWiki: video.playerComponent must be an import-map path string',
    ],
    ['video not boolean', { video: 'on' }, 'adminWiki: video must be true or false (got "on")'],
    [
      'an unknown wiki view component',
      { wikiView: { components: { footer: 'x' } } },
      'adminWiki: wikiView.components has unknown key(s) footer; allowed: home, guide, coverage, navLink',
    ],
    [
      'a wiki view component empty',
      { wikiView: { components: { home: '' } } },
      'adminWiki: wikiView.components.home must be a non-empty string (got "")',
    ],
    [
      'wikiView not boolean',
      { wikiView: 'off' },
      'adminWiki: wikiView must be true or false (got "off")',
    ],
    ['featured not boolean', { featured: 1 }, 'adminWiki: featured must be true or false (got 1)'],
    [
      'writeAffordances unknown',
      { writeAffordances: 'sometimes' },
      'adminWiki: writeAffordances must be one of always, editMode, never (got "sometimes")',
    ],
    [
      'a BigInt',
      { access: { read: undefined, create: BigInt(1) } },
      'adminWiki: access.create must be a function (got 1n)',
    ],
    [
      'a cycle',
      { exclude: { collections: cyclic } },
      'adminWiki: exclude.collections must be an array of slugs (got [object Object])',
    ],
    ['a function', { featured: fn }, 'adminWiki: featured must be true or false (got () => true)'],
    [
      'a string quoted as given',
      { slugs: { pages: 'Gu"ides' } },
      'adminWiki: slugs.pages must be a lowercase slug (got "Gu"ides")',
    ],
    [
      'a slug with a trailing symbol',
      { slugs: { pages: 'guides!' } },
      'adminWiki: slugs.pages must be a lowercase slug (got "guides!")',
    ],
    [
      'an exclude entry not a string',
      { exclude: { blocks: ['hero', 5] } },
      'adminWiki: exclude.blocks must be an array of slugs (got ["hero",5])',
    ],
    [
      'one tab of several without fields',
      { overrides: { pages: { tabs: [{ fields: [] }, { label: 'No fields' }] } } },
      'adminWiki: overrides.pages.tabs must be an array of tabs, each with a fields array',
    ],
    [
      'hidden.media not boolean',
      { hidden: { media: 1 } },
      'adminWiki: hidden.media must be true or false (got 1)',
    ],
    [
      'overrides.pages.collection not a function',
      { overrides: { pages: { collection: {} } } },
      'adminWiki: overrides.pages.collection must be a function (got {})',
    ],
    [
      'translations not an object',
      { translations: 'de' },
      'adminWiki: translations must be an object (got "de")',
    ],
    ...(
      [
        ['chips', { chips: { x: 1 } }, 'blocks'],
        ['customTargets[0]', { customTargets: [{ key: 'a', x: 1 }] }, 'key, label'],
        ['editor', { editor: { x: 1 } }, 'blocks, converters, features, inlineBlocks'],
        ['exclude', { exclude: { x: 1 } }, 'blocks, collections, globals'],
        ['hidden', { hidden: { x: 1 } }, 'media, pages'],
        ['overrides', { overrides: { x: 1 } }, 'media, pages'],
        ['overrides.pages', { overrides: { pages: { x: 1 } } }, 'collection, tabs'],
        ['slugs', { slugs: { x: 1 } }, 'media, pages'],
        ['triggers', { triggers: { x: 1 } }, 'edit, global, list'],
        ['triggers.list', { triggers: { list: { slot: 'afterList', x: 1 } } }, 'slot'],
        ['video', { video: { x: 1 } }, 'playerComponent'],
        ['wikiView', { wikiView: { x: 1 } }, 'components'],
      ] as const
    ).map(([path, options, allowed]): [string, unknown, string] => [
      `an unknown key in ${path}`,
      options,
      `adminWiki: ${path} has unknown key(s) x; allowed: ${allowed}`,
    ]),
  ])('refuses %s', (_, options, message) => {
    expect(refusal(options)).toBe(message)
  })

  test('a localeMap is checked against locales only when the host is localized', () => {
    expect(
      resolveOptions({ localeMap: { fr: 'fr' } }, { collections: [] } as unknown as Config)
        .localeMap,
    ).toEqual({ fr: 'fr' })
    expect(resolveOptions({ localeMap: { at: 'de' } }, config).localeMap).toEqual({ at: 'de' })
  })

  test('defaults: every option absent', () => {
    const resolved = resolveOptions({}, config)
    expect(resolved).toMatchObject({
      chips: { blocks: true },
      customTargets: [],
      editor: {},
      exclude: { blocks: [], collections: [], globals: [] },
      featured: true,
      hidden: { media: false, pages: false },
      localeMap: {},
      overrides: { media: undefined, pages: { collection: undefined, tabs: [] } },
      slugs: { media: 'wiki-media', pages: 'wiki-pages' },
      translations: {},
      triggers: { edit: true, global: true, list: { slot: 'beforeListTable' } },
      video: false,
      wikiView: { components: {} },
      writeAffordances: 'editMode',
    })
    // Access defaults to a signed-in user, for every operation.
    for (const operation of ['create', 'delete', 'read', 'update'] as const) {
      expect(resolved.access[operation]({ req: { user: { id: 1 } } } as never), operation).toBe(
        true,
      )
      expect(resolved.access[operation]({ req: { user: null } } as never), operation).toBe(false)
    }
    expect(resolveOptions(undefined as never, config).slugs.pages).toBe('wiki-pages')
  })

  test('every documented value form', () => {
    const read = () => false
    const resolved = resolveOptions(
      {
        access: { read },
        chips: { blocks: false },
        customTargets: [
          { key: 'dashboard/widgets' },
          { key: 'home', label: 'Home page' },
          { key: 'nav', label: { en: 'Navigation', de: 'Navigation' } },
        ],
        editor: { blocks: [], converters: {}, features: [], inlineBlocks: [] },
        exclude: { blocks: ['hero'], collections: ['posts'], globals: ['settings'] },
        featured: false,
        hidden: { media: true, pages: true },
        slugs: { media: 'media-files', pages: 'guides' },
        translations: { de: { title: 'Titel' } },
        triggers: { edit: false, global: false, list: false },
        video: { playerComponent: '/components/Player#Player' },
        wikiView: { components: { home: '/components/Home#Home' } },
        writeAffordances: 'always',
      } as never,
      config,
    )
    expect(resolved.access.read).toBe(read)
    expect(resolved.customTargets).toEqual([
      { key: 'dashboard/widgets', label: 'dashboard/widgets' },
      { key: 'home', label: 'Home page' },
      { key: 'nav', label: { en: 'Navigation', de: 'Navigation' } },
    ])
    expect(resolved).toMatchObject({
      chips: { blocks: false },
      exclude: { blocks: ['hero'], collections: ['posts'], globals: ['settings'] },
      featured: false,
      hidden: { media: true, pages: true },
      slugs: { media: 'media-files', pages: 'guides' },
      triggers: { edit: false, global: false, list: false },
      video: { playerComponent: '/components/Player#Player' },
      wikiView: { components: { home: '/components/Home#Home' } },
      writeAffordances: 'always',
    })
    expect(
      resolveOptions(
        { triggers: { list: true }, video: true, wikiView: false, writeAffordances: 'never' },
        config,
      ),
    ).toMatchObject({
      triggers: { list: { slot: 'beforeListTable' } },
      video: {},
      wikiView: false,
      writeAffordances: 'never',
    })
    expect(
      resolveOptions(
        { triggers: { list: { slot: 'afterList' } }, video: {}, wikiView: true },
        config,
      ),
    ).toMatchObject({
      triggers: { list: { slot: 'afterList' } },
      video: { playerComponent: undefined },
      wikiView: { components: {} },
    })
    expect(resolveOptions({ video: false }, config).video).toBe(false)
  })
})
