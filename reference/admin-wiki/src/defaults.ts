import type * as Admin from './exports/admin'
import type * as Rsc from './exports/rsc'

/** Import-map paths of the admin components: a name the package's exports lack fails the type check. */
export const adminComponent = (name: keyof typeof Admin) =>
  `@payload-plugin-suite/admin-wiki/admin#${name}`
export const rscComponent = (name: keyof typeof Rsc) =>
  `@payload-plugin-suite/admin-wiki/rsc#${name}`

/** Host bookkeeping collections: never targets, whatever the exclude option says. */
export const PAYLOAD_INTERNAL_COLLECTIONS = Object.freeze([
  'payload-folders',
  'payload-jobs',
  'payload-locked-documents',
  'payload-migrations',
  'payload-preferences',
  'payload-query-presets',
  // Payload 3.60+ registers this one for its database key-value adapter.
  'payload-kv',
] as const)

/** Host bookkeeping globals: never targets. */
export const PAYLOAD_INTERNAL_GLOBALS = Object.freeze(['payload-jobs-stats'] as const)

export const DEFAULT_SLUGS = { media: 'wiki-media', pages: 'wiki-pages' } as const

export const LIST_TRIGGER_SLOTS = [
  'beforeList',
  'beforeListTable',
  'afterListTable',
  'afterList',
] as const

export const WRITE_AFFORDANCES = ['always', 'editMode', 'never'] as const

/** The /wiki parts `wikiView.components` may replace: the three views and the nav link. */
export const WIKI_VIEW_COMPONENTS = ['home', 'guide', 'coverage', 'navLink'] as const

/** The orphan banner (a client component), on the guides list, guide edit views and the wiki home. */
export const ORPHAN_BANNER = adminComponent('OrphanBanner')

/** Field help (a client component): in a field's afterInput, or rendered by FieldDescriptionHelp after its description. */
export const FIELD_HELP = adminComponent('FieldHelp')

export const ENDPOINT_PATHS = {
  orphanedTargets: '/orphaned-targets',
  targetsMap: '/targets-map',
} as const

/** Images always; video files only with the video option. */
export const IMAGE_MIME_TYPES = ['image/*']
export const VIDEO_MIME_TYPES = ['video/*']

/** Hosts a video embed may point at (the video option). */
export const VIDEO_EMBED_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'vimeo.com',
  'player.vimeo.com',
  'www.loom.com',
  'loom.com',
  'fast.wistia.net',
]

/** The key of a collection's, global's or block's `custom` in which it tells the wiki how to count it (WikiEntityMarker). */
export const WIKI_MARKER = 'adminWiki'

/** The wiki's ui fields are surfaces of the edit view: never a list column, a Columns picker entry or a bulk-edit field. */
export const NO_LIST_COLUMN = { disableBulkEdit: true, disableListColumn: true } as const
