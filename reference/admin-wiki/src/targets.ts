import { getTranslation } from '@payloadcms/translations'
import type { Block, CollectionConfig, Config, Field, GlobalConfig, SanitizedConfig } from 'payload'
import { toWords } from 'payload/shared'
import { PAYLOAD_INTERNAL_COLLECTIONS, PAYLOAD_INTERNAL_GLOBALS, WIKI_MARKER } from './defaults'
import type {
  AdminLabel,
  ResolvedAdminWikiOptions,
  TargetKind,
  WikiEntityMarker,
  WikiTarget,
} from './types'

/**
 * Target keys (documented in CONFORMANCE.md, WK section):
 *   collection/<slug>   global/<slug>   block/<slug>   custom/<key>
 *   <owner>/<path>      a field: owner is one of the first three keys, path its data path from the
 *                       owner's root, dot-separated (named groups, named tabs and arrays add a
 *                       segment; rows, collapsibles, unnamed groups and unnamed tabs add none). Fields
 *                       inside a block belong to the block (`block/hero/heading`) wherever the block
 *                       is used, so a blocks field ends the path of its own owner.
 * Only characters Payload's GraphQL name formatter maps to `_` separate the parts: the pickers are
 * select fields, and their values become GraphQL enum names.
 */
export const collectionKey = (slug: string) => `collection/${slug}`
export const globalKey = (slug: string) => `global/${slug}`
export const blockKey = (slug: string) => `block/${slug}`
export const customKey = (key: string) => `custom/${key}`
export const fieldKey = (ownerKey: string, path: string) => `${ownerKey}/${path}`

export const kindOfKey = (key: string): TargetKind | undefined => {
  const [kind, slug, ...path] = key.split('/')
  if (!slug) return undefined
  // Custom keys may contain slashes themselves; they never have fields.
  if (kind === 'custom') return 'custom'
  if (kind !== 'block' && kind !== 'collection' && kind !== 'global') return undefined
  return path.length ? 'field' : kind
}

export interface TargetIndex {
  targets: WikiTarget[]
  keys: Set<string>
  byKind: Record<TargetKind, WikiTarget[]>
  /** Targets the Coverage view does not count: marked by their entity (WikiEntityMarker). */
  uncounted: Set<string>
  /** The block keys an owner's fields use directly (a collection, global or block key). */
  blocksOf: Map<string, Set<string>>
  /** targetsOnPagesOf's answers, per entity key. */
  onPagesOf: Map<string, Set<string>>
}

/** How an entity's `custom.adminWiki` says Coverage counts it (WikiEntityMarker); undefined: with its fields. */
export const coverageOf = (entity: {
  custom?: Record<string, unknown>
}): WikiEntityMarker['coverage'] =>
  (entity.custom?.[WIKI_MARKER] as undefined | WikiEntityMarker)?.coverage

type AnyConfig = Config | SanitizedConfig
type Exclusions = Pick<ResolvedAdminWikiOptions, 'customTargets' | 'exclude' | 'slugs'>

/**
 * An entity's admin label as Payload shows it: the configured one (a string or per language), else
 * Payload's default from the name. Label functions need a request, so they fall back to the name.
 */
const adminLabel = (label: unknown, name: string): AdminLabel =>
  typeof label === 'string' && label
    ? label
    : label && typeof label === 'object'
      ? (label as Record<string, string>)
      : toWords(name)

/** A label in the default language, for the select's plain option labels and messages. */
const plainLabel = (label: AdminLabel) =>
  typeof label === 'string' ? label : (label.en ?? Object.values(label)[0] ?? '')

const LABEL_SEPARATOR = ' › '

/**
 * Admin labels (a WikiTarget's `labels`, or a part of them) in the reader's language, joined from the
 * entity down ("Posts › SEO › Keywords"): how the pickers and the /wiki views both label a target.
 */
export const labelPath = (labels: AdminLabel[], i18n: Parameters<typeof getTranslation>[1]) =>
  labels.map((label) => getTranslation(label, i18n)).join(LABEL_SEPARATOR)

const isHidden = (field: Field) => {
  const admin = (field as { admin?: { disabled?: boolean; hidden?: boolean } }).admin
  return Boolean((field as { hidden?: boolean }).hidden || admin?.hidden || admin?.disabled)
}

/** Every target of a config (raw or sanitized) that is not excluded. */
export const collectTargets = (config: AnyConfig, options: Exclusions): TargetIndex => {
  const excludedCollections = new Set<string>([
    ...PAYLOAD_INTERNAL_COLLECTIONS,
    options.slugs.pages,
    options.slugs.media,
    ...options.exclude.collections,
  ])
  const excludedGlobals = new Set<string>([...PAYLOAD_INTERNAL_GLOBALS, ...options.exclude.globals])
  const excludedBlocks = new Set(options.exclude.blocks)
  const library = new Map<string, Block>((config.blocks ?? []).map((block) => [block.slug, block]))

  const targets = new Map<string, WikiTarget>()
  const uncounted = new Set<string>()
  const blocksOf = new Map<string, Set<string>>()
  const add = (key: string, kind: TargetKind, labels: AdminLabel[], counted = true) => {
    if (targets.has(key)) return
    targets.set(key, { key, kind, label: labels.map(plainLabel).join(LABEL_SEPARATOR), labels })
    if (!counted) uncounted.add(key)
  }
  /** Adds an entity and walks its fields, counted as its marker says. */
  const addEntity = (
    key: string,
    kind: 'block' | 'collection' | 'global',
    labels: AdminLabel[],
    entity: { custom?: Record<string, unknown>; fields: Field[] },
  ) => {
    const coverage = coverageOf(entity)
    add(key, kind, labels, coverage !== 'none')
    walk(entity.fields, key, labels, '', coverage === undefined)
  }
  const visitedBlocks = new Set<string>()

  const visitBlock = (block: Block) => {
    if (excludedBlocks.has(block.slug) || visitedBlocks.has(block.slug)) return
    visitedBlocks.add(block.slug)
    addEntity(
      blockKey(block.slug),
      'block',
      [adminLabel(block.labels?.singular, block.slug)],
      block,
    )
  }

  // `labels`: the owner's label, then those of the named ancestors (the data path's segments).
  const walk = (
    fields: Field[],
    ownerKey: string,
    labels: AdminLabel[],
    prefix: string,
    counted: boolean,
  ) => {
    for (const field of fields) {
      if (isHidden(field) || field.type === 'ui' || field.type === 'join') continue
      if ((field as { virtual?: unknown }).virtual) continue
      const name =
        'name' in field && typeof field.name === 'string' && field.name ? field.name : undefined
      const path = name ? (prefix ? `${prefix}.${name}` : name) : prefix
      const own = name
        ? [...labels, adminLabel((field as { label?: unknown }).label, name)]
        : labels
      if (name) add(fieldKey(ownerKey, path), 'field', own, counted)
      switch (field.type) {
        case 'tabs':
          for (const tab of field.tabs) {
            const tabName = 'name' in tab && tab.name ? tab.name : undefined
            const tabPath = tabName ? (prefix ? `${prefix}.${tabName}` : tabName) : prefix
            const tabLabels = tabName ? [...labels, adminLabel(tab.label, tabName)] : labels
            if (tabName) add(fieldKey(ownerKey, tabPath), 'field', tabLabels, counted)
            walk(tab.fields, ownerKey, tabLabels, tabPath, counted)
          }
          break
        case 'row':
        case 'collapsible':
        case 'group':
        case 'array':
          walk(field.fields, ownerKey, own, path, counted)
          break
        case 'blocks':
          for (const ref of [...(field.blocks ?? []), ...(field.blockReferences ?? [])]) {
            const block = typeof ref === 'string' ? library.get(ref) : ref
            if (!block || excludedBlocks.has(block.slug)) continue
            visitBlock(block)
            let used = blocksOf.get(ownerKey)
            if (!used) blocksOf.set(ownerKey, (used = new Set()))
            used.add(blockKey(block.slug))
          }
          break
      }
    }
  }

  for (const collection of (config.collections ?? []) as CollectionConfig[]) {
    if (excludedCollections.has(collection.slug)) continue
    addEntity(
      collectionKey(collection.slug),
      'collection',
      [adminLabel(collection.labels?.plural, collection.slug)],
      collection,
    )
  }
  for (const global of (config.globals ?? []) as GlobalConfig[]) {
    if (excludedGlobals.has(global.slug)) continue
    addEntity(globalKey(global.slug), 'global', [adminLabel(global.label, global.slug)], global)
  }
  for (const block of library.values()) visitBlock(block)
  for (const custom of options.customTargets) add(customKey(custom.key), 'custom', [custom.label])

  const all = [...targets.values()]
  const byKind = { block: [], collection: [], custom: [], field: [], global: [] } as Record<
    TargetKind,
    WikiTarget[]
  >
  for (const target of all) byKind[target.kind].push(target)
  return {
    targets: all,
    keys: new Set(targets.keys()),
    byKind,
    uncounted,
    blocksOf,
    onPagesOf: new Map(),
  }
}

/**
 * The targets an entity's admin pages show: the entity, its fields, the blocks its fields use (and
 * theirs) with their fields. Custom targets are not among them: a project places those anywhere,
 * and the admin asks for the ones a page shows by key.
 */
export const targetsOnPagesOf = (index: TargetIndex, entityKey: string): Set<string> => {
  let onPages = index.onPagesOf.get(entityKey)
  if (onPages) return onPages
  const owners = new Set<string>()
  const visit = (owner: string) => {
    if (owners.has(owner)) return
    owners.add(owner)
    for (const block of index.blocksOf.get(owner) ?? []) visit(block)
  }
  if (index.keys.has(entityKey)) visit(entityKey)
  onPages = new Set<string>()
  // A field's key starts with its owner's two segments (`block/hero/heading` → `block/hero`).
  for (const { key, kind } of index.targets)
    if (kind !== 'custom' && owners.has(key.split('/', 2).join('/'))) onPages.add(key)
  index.onPagesOf.set(entityKey, onPages)
  return onPages
}

const cache = new WeakMap<object, TargetIndex>()

/** The valid targets of the running (sanitized) config, computed once per config. */
export const runtimeTargets = (config: SanitizedConfig, options: Exclusions): TargetIndex => {
  let index = cache.get(config)
  if (!index) {
    index = collectTargets(config, options)
    cache.set(config, index)
  }
  return index
}
