import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import type { Access, Block, CollectionConfig, Field, GlobalConfig, Where } from 'payload'
import { defineFixture, type FixtureConfig } from '../../fixtures'

export interface WikiFixtureOptions {
  /**
   * full: every target kind (the default). reduced: the same host after a schema change: the notes
   * collection, the posts.meta group, the hero block and the dashboard custom target are gone and
   * the settings global is excluded (boot it with `attach` to find orphans).
   */
  variant?: 'full' | 'reduced'
  /** Add a `banner` global to the full variant: a reduced host booted after it lacks that global altogether. */
  retiredGlobal?: boolean
  /** Give the settings global a `sections` block whose own field holds a `callout` block (blocks within blocks). */
  nestedBlocks?: boolean
  /** No fields anywhere (only an auth collection without fields): the boot warning case. */
  bare?: boolean
  /** Build the plugin from exactly `wiki` (default {}), with none of the fixture's options. */
  plain?: boolean
  /** Boot without the plugin (benchmark baseline). */
  withoutPlugin?: boolean
  /**
   * Add two collections and two globals marked the way plugins mark their internals for the wiki
   * (`custom.adminWiki`, WK-76, WK-77): a log and a cache Coverage counts not at all, an integrations
   * collection and a defaults global counted as one target each; of the integrations' step blocks,
   * one is one target and one is not counted.
   */
  internals?: boolean
  /** Merged over the fixture's adminWiki options (overrides.pages.tabs replaces the fixture's tabs). */
  wiki?: Record<string, any>
}

const roleIs = (user: unknown, ...roles: string[]) =>
  Boolean(
    user &&
      Array.isArray((user as { roles?: unknown }).roles) &&
      (user as { roles: string[] }).roles.some((role) => roles.includes(role)),
  )

const writesLocale = (user: unknown, locale: string | undefined) =>
  Boolean(
    locale &&
      Array.isArray((user as { contentLocales?: unknown })?.contentLocales) &&
      (user as { contentLocales: string[] }).contentLocales.includes(locale),
  )

/**
 * Guide access restricted by role and locale: admins and editors do everything; translators write
 * only in their locales; authors update guides of their team's audience; readers of a team read
 * guides meant for everyone or for their team; anonymous visitors get nothing.
 */
export const wikiAccess: { create: Access; delete: Access; read: Access; update: Access } = {
  create: ({ req }) =>
    roleIs(req.user, 'admin', 'editor') ||
    (roleIs(req.user, 'translator') && writesLocale(req.user, req.locale ?? undefined)),
  read: ({ req }) => {
    if (!req.user) return false
    if (roleIs(req.user, 'reader')) {
      const team = (req.user as { team?: string }).team
      return { audience: { in: team ? ['everyone', team] : ['everyone'] } } satisfies Where
    }
    return true
  },
  update: ({ req }) => {
    if (roleIs(req.user, 'admin', 'editor')) return true
    if (roleIs(req.user, 'translator')) return writesLocale(req.user, req.locale ?? undefined)
    if (roleIs(req.user, 'author'))
      return {
        audience: { equals: (req.user as { team?: string }).team ?? 'nobody' },
      } satisfies Where
    return false
  },
  delete: ({ req }) => roleIs(req.user, 'admin'),
}

// Factories, not constants: Payload's sanitizer mutates configs in place, and hosts boot repeatedly.
// Labelled unlike its slug: pickers and headings must show the label (WK-60).
const hero = (): Block => ({
  slug: 'hero',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  fields: [{ name: 'heading', type: 'text' }],
})
const quote = (): Block => ({ slug: 'quote', fields: [{ name: 'text', type: 'textarea' }] })

const users = (): CollectionConfig => ({
  slug: 'users',
  auth: true,
  access: { read: () => true },
  fields: [
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      options: ['admin', 'editor', 'translator', 'author', 'reader'],
    },
    { name: 'team', type: 'select', options: ['red', 'blue'] },
    { name: 'contentLocales', type: 'select', hasMany: true, options: ['en', 'de', 'fr'] },
  ],
})

const posts = (reduced: boolean): CollectionConfig => ({
  slug: 'posts',
  fields: [
    // Described: its guides follow the description (WK-78).
    { name: 'title', type: 'text', admin: { description: 'Shown in lists and the browser tab.' } },
    ...(reduced
      ? []
      : [
          {
            name: 'meta',
            type: 'group',
            fields: [{ name: 'description', type: 'textarea' }],
          } satisfies Field,
        ]),
    { name: 'items', type: 'array', fields: [{ name: 'label', type: 'text' }] },
    {
      type: 'tabs',
      tabs: [
        // A named tab and a field labelled unlike their names (WK-61).
        { name: 'seo', label: 'Search engines', fields: [{ name: 'keywords', type: 'text' }] },
        { label: 'Summary', fields: [{ name: 'summary', type: 'text' }] },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: reduced ? [] : [hero()] },
    { name: 'quotes', type: 'blocks', blocks: [], blockReferences: ['quote'] },
    // Layout-only fields: no target themselves, their fields are the post's (WK-64, WK-73).
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text' },
        { name: 'readingTime', type: 'number', label: 'Minutes to read' },
      ],
    },
    { type: 'collapsible', label: 'Advanced', fields: [{ name: 'canonicalUrl', type: 'text' }] },
  ],
})

const callout = (): Block => ({ slug: 'callout', fields: [{ name: 'note', type: 'text' }] })
const section = (): Block => ({
  slug: 'section',
  fields: [{ name: 'body', type: 'blocks', blocks: [callout()] }],
})

const settings = (nestedBlocks = false): GlobalConfig => ({
  slug: 'settings',
  fields: [
    { name: 'siteName', type: 'text' },
    { name: 'nav', type: 'array', fields: [{ name: 'label', type: 'text' }] },
    ...(nestedBlocks
      ? [{ name: 'sections', type: 'blocks', blocks: [section()] } satisfies Field]
      : []),
  ],
})

/** A plugin's internals as the plugin marks them for the wiki (WikiEntityMarker): a log, and settings with a step block. */
const internals = (): CollectionConfig[] => [
  {
    slug: 'activity-log',
    custom: { adminWiki: { coverage: 'none' } },
    fields: [
      { name: 'event', type: 'text' },
      { name: 'status', type: 'text' },
    ],
  },
  {
    slug: 'integrations',
    custom: { adminWiki: { coverage: 'entityOnly' } },
    fields: [
      { name: 'endpoint', type: 'text' },
      // Opens a user in a drawer: another collection's surfaces on this page view (WK-82).
      { name: 'owner', type: 'relationship', relationTo: 'users' },
      {
        name: 'steps',
        type: 'blocks',
        blocks: [
          {
            slug: 'httpStep',
            custom: { adminWiki: { coverage: 'entityOnly' } },
            fields: [
              { name: 'url', type: 'text' },
              { name: 'method', type: 'text' },
            ],
          },
          {
            slug: 'noteStep',
            custom: { adminWiki: { coverage: 'none' } },
            fields: [{ name: 'note', type: 'text' }],
          },
        ],
      },
    ],
  },
]

/** Globals marked the same way (internals): a cache Coverage counts not at all, defaults counted as one target. */
const internalGlobals = (): GlobalConfig[] => [
  {
    slug: 'sync-cache',
    custom: { adminWiki: { coverage: 'none' } },
    fields: [{ name: 'lastRun', type: 'text' }],
  },
  {
    slug: 'integration-defaults',
    custom: { adminWiki: { coverage: 'entityOnly' } },
    fields: [{ name: 'timeout', type: 'number' }],
  },
]

/**
 * The project's own components (./components, copied into the admin app), named by import-map path
 * as a project names them: a video player and a wiki home.
 */
export const projectComponents = {
  video: { playerComponent: '/components/WikiTestPlayer#WikiTestPlayer' },
  wikiView: { components: { home: '/components/WikiTestHome#WikiTestHome' } },
}

/** A host with every kind of wiki target, localized (en, de, fr; falling back to en) and role/locale access. */
export default defineFixture<WikiFixtureOptions>({
  name: 'wk-wiki',
  components: './components',
  importMapOptions: [{ wiki: projectComponents } satisfies WikiFixtureOptions],
  config: async ({ implementation, options }) => {
    const reduced = options.variant === 'reduced'
    const wiki = options.wiki ?? {}
    const base: FixtureConfig = options.bare
      ? { admin: { user: 'users' }, collections: [{ slug: 'users', auth: true, fields: [] }] }
      : {
          admin: { user: 'users' },
          blocks: [quote()],
          collections: [
            users(),
            posts(reduced),
            ...(reduced
              ? []
              : [
                  {
                    slug: 'notes',
                    fields: [{ name: 'text', type: 'text' }],
                  } satisfies CollectionConfig,
                ]),
            ...(options.internals ? internals() : []),
          ],
          globals: [
            settings(options.nestedBlocks),
            ...(options.internals ? internalGlobals() : []),
            ...(options.retiredGlobal && !reduced
              ? [
                  {
                    slug: 'banner',
                    fields: [{ name: 'text', type: 'text' }],
                  } satisfies GlobalConfig,
                ]
              : []),
          ],
          // A scheduled task makes Payload add its payload-jobs-stats global; the cron never fires in a test.
          jobs: {
            tasks: [
              {
                slug: 'noop',
                handler: async () => ({ output: {} }),
                schedule: [{ cron: '0 0 1 1 *', queue: 'never' }],
              },
            ],
          },
          localization: { defaultLocale: 'en', fallback: true, locales: ['en', 'de', 'fr'] },
          // A German admin: the wiki's strings follow the admin language (WK-64..66).
          i18n: { supportedLanguages: { de, en } },
        }
    if (options.withoutPlugin) return base
    // In `plugins`, as a project has it: the plugin then sees the host's database adapter too.
    if (options.plain)
      return { ...base, plugins: [implementation.adminWiki!(wiki)] } as FixtureConfig
    const plugin = implementation.adminWiki!({
      access: wikiAccess,
      customTargets: reduced ? [] : [{ key: 'dashboard', label: 'Dashboard' }],
      localeMap: options.bare ? {} : { 'de-AT': 'de', 'pt-BR': 'fr' },
      ...wiki,
      exclude: { ...(reduced ? { globals: ['settings'] } : {}), ...wiki.exclude },
      overrides: {
        ...wiki.overrides,
        pages: {
          tabs: [
            {
              label: 'Audience',
              fields: [
                {
                  name: 'audience',
                  type: 'select',
                  defaultValue: 'everyone',
                  options: ['everyone', 'red', 'blue'],
                },
              ],
            },
            { name: 'ownership', fields: [{ name: 'owner', type: 'text' }] },
          ],
          ...wiki.overrides?.pages,
        },
      },
    })
    return { ...base, plugins: [plugin] } as FixtureConfig
  },
})
