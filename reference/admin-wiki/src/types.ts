import type { Access, Block, CollectionConfig, Tab } from 'payload'
import type { LIST_TRIGGER_SLOTS, WIKI_VIEW_COMPONENTS, WRITE_AFFORDANCES } from './defaults'

/** A target the project declares itself (a dashboard, a workflow, anything not in the schema). */
export interface WikiCustomTargetOption {
  /** Stable id; the target key becomes `custom/<key>`. Letters, digits, `-`, `_`, `.`, `/`. */
  key: string
  /**
   * Picker label; a string or a map from language to string.
   * @default the key
   */
  label?: Record<string, string> | string
}

export type ListTriggerSlot = (typeof LIST_TRIGGER_SLOTS)[number]
export type WriteAffordances = (typeof WRITE_AFFORDANCES)[number]
export type WikiViewComponent = (typeof WIKI_VIEW_COMPONENTS)[number]

/**
 * Per-language overrides of the wiki's strings (keys of its `pps-admin-wiki` namespace in Payload's
 * i18n): `{ de: { 'guides.title': 'Anleitungen' } }`.
 */
export type TranslationsOption = Record<string, Record<string, string>>

export type CollectionOverride = (collection: CollectionConfig) => CollectionConfig

export interface AdminWikiOptions {
  /**
   * true returns the incoming config untouched.
   * @default false
   */
  disabled?: boolean
  /**
   * Who may create, read, update and delete guides and wiki media; never public by default.
   * @default any logged-in user, for each of the four
   */
  access?: { create?: Access; delete?: Access; read?: Access; update?: Access }
  /**
   * UI: chips in the editor.
   * @default { blocks: true }
   */
  chips?: {
    /** @default true */
    blocks?: boolean
  }
  /**
   * Targets the project declares itself, beside collections, globals, fields and blocks.
   * @default []
   */
  customTargets?: WikiCustomTargetOption[]
  /**
   * Extra lexical blocks, inline blocks and features for guide bodies; converters are for the UI.
   * @default {} (the project's editor, or a default lexical editor when it has none)
   */
  editor?: {
    /** @default [] */
    blocks?: Block[]
    /**
     * JSX converters of @payloadcms/richtext-lexical/react for the /wiki guide view, over the
     * built-in ones (`blocks` and `inlineBlocks` merged by block slug).
     * @default {}
     */
    converters?: Record<string, unknown>
    /** @default [] */
    features?: unknown[]
    /** @default [] */
    inlineBlocks?: Block[]
  }
  /**
   * Entities that are not targets, by slug; the host's internals and the wiki's own collections
   * are never targets.
   * @default {} (nothing beyond those)
   */
  exclude?: {
    /** @default [] */
    blocks?: string[]
    /** @default [] */
    collections?: string[]
    /** @default [] */
    globals?: string[]
  }
  /**
   * UI: featured guides on the wiki home.
   * @default true
   */
  featured?: boolean
  /**
   * Passed through to the collections' `admin.hidden`.
   * @default { media: false, pages: false }
   */
  hidden?: {
    /** @default false */
    media?: boolean
    /** @default false */
    pages?: boolean
  }
  /**
   * Admin UI language → content locale; each value must be a configured locale code.
   * @default {}
   */
  localeMap?: Record<string, string>
  /** @default {} */
  overrides?: {
    /**
     * Runs last on the finished media collection; its result is registered as is.
     * @default undefined (the collection as built)
     */
    media?: CollectionOverride
    /** @default {} */
    pages?: {
      /**
       * Runs last on the finished pages collection; its result is registered as is.
       * @default undefined (the collection as built)
       */
      collection?: CollectionOverride
      /**
       * Tabs appended after Guide and Targets: named tabs nest, unnamed tabs write at the root.
       * @default []
       */
      tabs?: Tab[]
    }
  }
  /** @default { media: 'wiki-media', pages: 'wiki-pages' } */
  slugs?: {
    /** @default 'wiki-media' */
    media?: string
    /** @default 'wiki-pages' */
    pages?: string
  }
  /**
   * UI: per-language overrides of the wiki's strings, over its built-ins and the project's own
   * `i18n.translations` entries.
   * @default {} (the built-in strings)
   */
  translations?: TranslationsOption
  /**
   * UI: where guide triggers render. Only `list` takes a slot.
   * @default { edit: true, global: true, list: true }
   */
  triggers?: {
    /** @default true */
    edit?: boolean
    /** @default true */
    global?: boolean
    /**
     * true renders the band at `beforeListTable`.
     * @default true
     */
    list?: boolean | { slot: ListTriggerSlot }
  }
  /**
   * Video uploads in the media collection and video-host embeds in guide bodies.
   * @default false
   */
  video?:
    | boolean
    | {
        /**
         * Import-map path of the player the /wiki guide view renders each video with; it receives
         * `WikiVideoPlayerProps` ({ kind: 'embed' | 'file', url, caption?, mimeType? }).
         * @default the built-in player (the host's embed for links, a video element for files)
         */
        playerComponent?: string
      }
  /**
   * UI: the browsing views under the admin's /wiki route (home with title search, guide read view,
   * coverage) and a nav link to them; false registers neither.
   * @default true
   */
  wikiView?:
    | boolean
    | {
        /**
         * Replacements by import-map path (`'/components/MyHome#MyHome'`), each rendered inside the
         * admin layout with the view's server props (`WikiViewProps`: initPageResult, params,
         * searchParams, options):
         * `home` (/wiki and its ?q= search), `guide` (/wiki/guides/:id), `coverage` (/wiki/coverage),
         * `navLink` (the nav entry; gets ServerProps and options).
         * @default {} (the built-in views)
         */
        components?: Partial<Record<WikiViewComponent, string>>
      }
  /**
   * UI: when guide write controls show.
   * @default 'editMode'
   */
  writeAffordances?: WriteAffordances
}

/** Options after validation, with every default filled in. */
export interface ResolvedAdminWikiOptions {
  access: { create: Access; delete: Access; read: Access; update: Access }
  chips: { blocks: boolean }
  customTargets: Array<{ key: string; label: Record<string, string> | string }>
  editor: NonNullable<AdminWikiOptions['editor']>
  exclude: { blocks: string[]; collections: string[]; globals: string[] }
  featured: boolean
  hidden: { media: boolean; pages: boolean }
  localeMap: Record<string, string>
  overrides: {
    media?: CollectionOverride
    pages: { collection?: CollectionOverride; tabs: Tab[] }
  }
  slugs: { media: string; pages: string }
  translations: TranslationsOption
  triggers: { edit: boolean; global: boolean; list: false | { slot: ListTriggerSlot } }
  video: false | { playerComponent?: string }
  wikiView: false | { components: Partial<Record<WikiViewComponent, string>> }
  writeAffordances: WriteAffordances
}

/**
 * What a collection, global or block tells the wiki about itself in Payload's free-form `custom` slot,
 * under `adminWiki`: `custom: { adminWiki: { coverage: 'entityOnly' } }`. A plugin marks its own
 * internals this way without depending on the wiki; the wiki reads it from whatever config it is given.
 */
export interface WikiEntityMarker {
  /**
   * How the Coverage view counts the entity:
   * - `'entityOnly'`: as one target, its fields not counted (a plugin's settings collection, the
   *   field-type blocks of a form builder); blocks used inside it count by their own marker.
   * - `'none'`: not at all, its fields neither (a log written by a plugin); a collection marked so
   *   also gets no list band.
   * Either way it stays a target guides can be written for; the `exclude` option removes it.
   * @default its fields counted with it
   */
  coverage?: 'entityOnly' | 'none'
}

export type TargetKind = 'block' | 'collection' | 'custom' | 'field' | 'global'

/** An admin label as configured: a string, or a map from admin language to string. */
export type AdminLabel = Record<string, string> | string

export interface WikiTarget {
  key: string
  kind: TargetKind
  /** The admin labels joined in the default language: "Posts › SEO › Keywords". */
  label: string
  /**
   * The admin labels from the entity down: [owner] for a collection, global, block or custom target;
   * a field adds each named ancestor's label and its own ([Posts, SEO, Keywords]).
   */
  labels: AdminLabel[]
}

/** One guide in the targets-map: what a UI needs to list and link it, never its content. */
export interface TargetsMapGuide {
  id: number | string
  title: string
  updatedAt: string
  /** The reader may edit this guide (update access evaluated for this document). */
  canUpdate: boolean
}

export interface TargetsMapResponse {
  language: string
  /** The content locale the titles are in; null when the host is not localized. */
  locale: null | string
  /** true when the language matched no locale and the default locale was used. */
  localeFallback: boolean
  permissions: { create: boolean; update: boolean }
  /**
   * `all`: every target key with guides (no `for`/`targets` asked). `page`: only the keys asked for,
   * each listed, an empty list when it has no guides; a key missing from `targets` was not covered.
   */
  scope: 'all' | 'page'
  targets: Record<string, TargetsMapGuide[]>
}

export interface OrphanedGuide {
  id: number | string
  title: null | string
  status: 'draft' | 'published'
  updatedAt: string
  /** Stored targets that no longer resolve. */
  orphanedTargets: string[]
  /** Every stored target of the guide. */
  targets: string[]
}

export interface OrphanedTargetsResponse {
  docs: OrphanedGuide[]
  totalDocs: number
}
