import type { Access, Config } from 'payload'
import {
  DEFAULT_SLUGS,
  LIST_TRIGGER_SLOTS,
  WIKI_VIEW_COMPONENTS,
  WRITE_AFFORDANCES,
} from './defaults'
import { invalidOption } from './errors'
import type { AdminWikiOptions, ResolvedAdminWikiOptions } from './types'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value as an option error quotes it; never throws (JSON.stringify does for a BigInt or a cycle). */
const describe = (value: unknown): string => {
  if (typeof value === 'string') return `"${value}"`
  if (typeof value === 'bigint') return `${value}n`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

const expectObject = (path: string, value: unknown, allowed: string[]): Record<string, unknown> => {
  if (value === undefined) return {}
  if (!isObject(value)) throw invalidOption(path, `must be an object (got ${describe(value)})`)
  const unknown = Object.keys(value).filter((key) => !allowed.includes(key))
  if (unknown.length) {
    throw invalidOption(
      path,
      `has unknown key(s) ${unknown.join(', ')}; allowed: ${allowed.join(', ')}`,
    )
  }
  return value
}

const expectBoolean = (path: string, value: unknown, fallback: boolean): boolean => {
  if (value === undefined) return fallback
  if (typeof value !== 'boolean')
    throw invalidOption(path, `must be true or false (got ${describe(value)})`)
  return value
}

const expectFunction = <T>(path: string, value: unknown): T | undefined => {
  if (value === undefined) return undefined
  if (typeof value !== 'function')
    throw invalidOption(path, `must be a function (got ${describe(value)})`)
  return value as T
}

const expectSlugList = (path: string, value: unknown): string[] => {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !item)) {
    throw invalidOption(path, `must be an array of slugs (got ${describe(value)})`)
  }
  return [...value]
}

const expectStringMap = (path: string, value: unknown): Record<string, string> => {
  const map = expectObject(path, value, Object.keys(isObject(value) ? value : {}))
  for (const [key, item] of Object.entries(map)) {
    if (typeof item !== 'string' || !item)
      throw invalidOption(`${path}.${key}`, `must be a non-empty string (got ${describe(item)})`)
  }
  return map as Record<string, string>
}

const SLUG = /^[a-z0-9][a-z0-9-_]*$/
const CUSTOM_KEY = /^[A-Za-z0-9][A-Za-z0-9_./-]*$/

const loggedIn: Access = ({ req }) => Boolean(req.user)

/** Validates every option (refusing the config build with a clear message) and fills defaults. */
export const resolveOptions = (
  options: AdminWikiOptions,
  config: Config,
): ResolvedAdminWikiOptions => {
  const raw = expectObject('options', options, [
    'access',
    'chips',
    'customTargets',
    'disabled',
    'editor',
    'exclude',
    'featured',
    'hidden',
    'localeMap',
    'overrides',
    'slugs',
    'translations',
    'triggers',
    'video',
    'wikiView',
    'writeAffordances',
  ])

  const access = expectObject('access', raw.access, ['create', 'delete', 'read', 'update'])
  const resolvedAccess = Object.fromEntries(
    (['create', 'delete', 'read', 'update'] as const).map((operation) => [
      operation,
      expectFunction<Access>(`access.${operation}`, access[operation]) ?? loggedIn,
    ]),
  ) as ResolvedAdminWikiOptions['access']

  const chips = expectObject('chips', raw.chips, ['blocks'])

  if (raw.customTargets !== undefined && !Array.isArray(raw.customTargets)) {
    throw invalidOption('customTargets', `must be an array (got ${describe(raw.customTargets)})`)
  }
  const seenCustom = new Set<string>()
  const customTargets = ((raw.customTargets as unknown[] | undefined) ?? []).map((entry, index) => {
    const target = expectObject(`customTargets[${index}]`, entry, ['key', 'label'])
    if (typeof target.key !== 'string' || !CUSTOM_KEY.test(target.key)) {
      throw invalidOption(
        `customTargets[${index}].key`,
        `must match ${CUSTOM_KEY} (got ${describe(target.key)})`,
      )
    }
    if (seenCustom.has(target.key))
      throw invalidOption(`customTargets[${index}].key`, `repeats "${target.key}"`)
    seenCustom.add(target.key)
    const label =
      typeof target.label === 'string'
        ? target.label
        : target.label === undefined
          ? target.key
          : expectStringMap(`customTargets[${index}].label`, target.label)
    return { key: target.key, label }
  })

  const editor = expectObject('editor', raw.editor, [
    'blocks',
    'converters',
    'features',
    'inlineBlocks',
  ])
  for (const key of ['blocks', 'inlineBlocks', 'features'] as const) {
    if (editor[key] !== undefined && !Array.isArray(editor[key]))
      throw invalidOption(`editor.${key}`, 'must be an array')
  }
  if (editor.converters !== undefined && !isObject(editor.converters))
    throw invalidOption('editor.converters', 'must be an object')

  const exclude = expectObject('exclude', raw.exclude, ['blocks', 'collections', 'globals'])
  const hidden = expectObject('hidden', raw.hidden, ['media', 'pages'])

  const localeMap = expectStringMap('localeMap', raw.localeMap)
  const localeCodes = config.localization
    ? config.localization.locales.map((locale) =>
        typeof locale === 'string' ? locale : locale.code,
      )
    : undefined
  for (const [language, locale] of Object.entries(localeMap)) {
    if (localeCodes && !localeCodes.includes(locale)) {
      throw invalidOption(
        `localeMap.${language}`,
        `maps to "${locale}", which is not a configured locale (${localeCodes.join(', ')})`,
      )
    }
  }

  const overrides = expectObject('overrides', raw.overrides, ['media', 'pages'])
  const pagesOverrides = expectObject('overrides.pages', overrides.pages, ['collection', 'tabs'])
  if (
    pagesOverrides.tabs !== undefined &&
    (!Array.isArray(pagesOverrides.tabs) ||
      pagesOverrides.tabs.some((tab) => !isObject(tab) || !Array.isArray(tab.fields)))
  ) {
    throw invalidOption(
      'overrides.pages.tabs',
      'must be an array of tabs, each with a fields array',
    )
  }

  const slugs = expectObject('slugs', raw.slugs, ['media', 'pages'])
  for (const key of ['media', 'pages'] as const) {
    if (
      slugs[key] !== undefined &&
      (typeof slugs[key] !== 'string' || !SLUG.test(slugs[key] as string))
    ) {
      throw invalidOption(`slugs.${key}`, `must be a lowercase slug (got ${describe(slugs[key])})`)
    }
  }
  const resolvedSlugs = {
    media: (slugs.media as string) ?? DEFAULT_SLUGS.media,
    pages: (slugs.pages as string) ?? DEFAULT_SLUGS.pages,
  }
  if (resolvedSlugs.media === resolvedSlugs.pages)
    throw invalidOption('slugs', 'media and pages must differ')

  const translations = expectObject(
    'translations',
    raw.translations,
    Object.keys(isObject(raw.translations) ? raw.translations : {}),
  )
  for (const [language, strings] of Object.entries(translations))
    expectStringMap(`translations.${language}`, strings)

  const triggers = expectObject('triggers', raw.triggers, ['edit', 'global', 'list'])
  let list: ResolvedAdminWikiOptions['triggers']['list'] = { slot: 'beforeListTable' }
  if (typeof triggers.list === 'boolean') list = triggers.list && { slot: 'beforeListTable' }
  else if (triggers.list !== undefined) {
    const slot = expectObject('triggers.list', triggers.list, ['slot']).slot
    if (!LIST_TRIGGER_SLOTS.includes(slot as never)) {
      throw invalidOption(
        'triggers.list.slot',
        `must be one of ${LIST_TRIGGER_SLOTS.join(', ')} (got ${describe(slot)})`,
      )
    }
    list = { slot: slot as (typeof LIST_TRIGGER_SLOTS)[number] }
  }
  for (const key of ['edit', 'global'] as const) {
    if (isObject(triggers[key]))
      throw invalidOption(
        `triggers.${key}`,
        'takes true or false; only triggers.list accepts a slot',
      )
  }

  let video: ResolvedAdminWikiOptions['video'] = false
  if (isObject(raw.video)) {
    const playerComponent = expectObject('video', raw.video, ['playerComponent']).playerComponent
    if (
      playerComponent !== undefined &&
      (typeof playerComponent !== 'string' || !playerComponent)
    ) {
      throw invalidOption('video.playerComponent', 'must be an import-map path string')
    }
    video = { playerComponent: playerComponent as string | undefined }
  } else if (expectBoolean('video', raw.video, false)) video = {}

  let wikiView: ResolvedAdminWikiOptions['wikiView'] = { components: {} }
  if (isObject(raw.wikiView)) {
    const components = expectObject(
      'wikiView.components',
      expectObject('wikiView', raw.wikiView, ['components']).components,
      [...WIKI_VIEW_COMPONENTS],
    )
    wikiView = { components: expectStringMap('wikiView.components', components) }
  } else if (!expectBoolean('wikiView', raw.wikiView, true)) wikiView = false

  const writeAffordances = raw.writeAffordances ?? 'editMode'
  if (!WRITE_AFFORDANCES.includes(writeAffordances as never)) {
    throw invalidOption(
      'writeAffordances',
      `must be one of ${WRITE_AFFORDANCES.join(', ')} (got ${describe(writeAffordances)})`,
    )
  }

  return {
    access: resolvedAccess,
    chips: { blocks: expectBoolean('chips.blocks', chips.blocks, true) },
    customTargets,
    editor: editor as ResolvedAdminWikiOptions['editor'],
    exclude: {
      blocks: expectSlugList('exclude.blocks', exclude.blocks),
      collections: expectSlugList('exclude.collections', exclude.collections),
      globals: expectSlugList('exclude.globals', exclude.globals),
    },
    featured: expectBoolean('featured', raw.featured, true),
    hidden: {
      media: expectBoolean('hidden.media', hidden.media, false),
      pages: expectBoolean('hidden.pages', hidden.pages, false),
    },
    localeMap,
    overrides: {
      media: expectFunction('overrides.media', overrides.media),
      pages: {
        collection: expectFunction('overrides.pages.collection', pagesOverrides.collection),
        tabs: (pagesOverrides.tabs as ResolvedAdminWikiOptions['overrides']['pages']['tabs']) ?? [],
      },
    },
    slugs: resolvedSlugs,
    translations: translations as ResolvedAdminWikiOptions['translations'],
    triggers: {
      edit: expectBoolean('triggers.edit', triggers.edit, true),
      global: expectBoolean('triggers.global', triggers.global, true),
      list,
    },
    video,
    wikiView,
    writeAffordances: writeAffordances as ResolvedAdminWikiOptions['writeAffordances'],
  }
}
