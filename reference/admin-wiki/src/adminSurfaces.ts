import type { Block, CollectionConfig, Config, Field, GlobalConfig } from 'payload'
import { toWords } from 'payload/shared'
import { defaultTemplatePath } from '../../shared/defaultTemplatePath'
import type { WikiClientOptions } from './components/admin/WikiProvider'
import { adminComponent, FIELD_HELP, NO_LIST_COLUMN, ORPHAN_BANNER, rscComponent } from './defaults'
import {
  blockKey,
  collectionKey,
  coverageOf,
  fieldKey,
  globalKey,
  type TargetIndex,
} from './targets'
import type { ResolvedAdminWikiOptions } from './types'

// clientProps are typed by each component; the config's slots each type their own props.
const component = (
  name: Parameters<typeof adminComponent>[0],
  clientProps: Record<string, unknown>,
): { clientProps: any; path: string } => ({
  path: adminComponent(name),
  clientProps,
})

const CONTAINERS = new Set<Field['type']>(['array', 'blocks', 'group'])

/** A collection's plural label for the list band: as configured (string or per language), else Payload's default from the slug. */
const labelOf = (labels: unknown, slug: string) =>
  typeof labels === 'string' || (labels && typeof labels === 'object') ? labels : toWords(slug)

/**
 * The admin surfaces on the host's entities (never on excluded ones: only keys in `index` get any):
 * the provider that fetches targets-map once per page view, the guides panel in document sidebars,
 * the list band, field help after inputs (after the description of a described field) and block help
 * inside blocks. Field paths follow the target keys of `collectTargets` (targets.ts).
 */
export const attachAdminSurfaces = (
  config: Config,
  options: ResolvedAdminWikiOptions,
  index: TargetIndex,
): Config => {
  const has = (key: string) => index.keys.has(key)
  const decoratedBlocks = new Map<Block, Block>()

  const decorateBlock = (block: Block): Block => {
    let decorated = decoratedBlocks.get(block)
    if (decorated) return decorated
    const key = blockKey(block.slug)
    if (!has(key)) return block
    const help: Field[] = options.chips.blocks
      ? [
          {
            name: 'wikiBlockHelp',
            type: 'ui',
            admin: {
              ...NO_LIST_COLUMN,
              components: { Field: component('BlockHelp', { targetKey: key }) },
            },
          },
        ]
      : []
    decorated = { ...block, fields: [...help, ...decorateFields(block.fields, key, '')] }
    decoratedBlocks.set(block, decorated)
    return decorated
  }

  const decorateFields = (fields: Field[], ownerKey: string, prefix: string): Field[] =>
    fields.map((field): Field => {
      const name =
        'name' in field && typeof field.name === 'string' && field.name ? field.name : undefined
      const path = name ? (prefix ? `${prefix}.${name}` : name) : prefix
      let next = field
      switch (field.type) {
        case 'tabs':
          next = {
            ...field,
            tabs: field.tabs.map((tab) => {
              const tabName = 'name' in tab && tab.name ? tab.name : undefined
              return {
                ...tab,
                fields: decorateFields(
                  tab.fields,
                  ownerKey,
                  tabName ? (prefix ? `${prefix}.${tabName}` : tabName) : prefix,
                ),
              }
            }),
          }
          break
        case 'row':
        case 'collapsible':
        case 'group':
        case 'array':
          next = { ...field, fields: decorateFields(field.fields, ownerKey, path) } as Field
          break
        case 'blocks':
          next = { ...field, blocks: (field.blocks ?? []).map(decorateBlock) }
          break
      }
      // Layout-only fields (row, collapsible, unnamed group or tab, ui) are no targets: no help of their own.
      const key = name && fieldKey(ownerKey, path)
      if (!key || !has(key) || field.type === 'ui' || field.type === 'join') return next
      const admin = (next.admin ?? {}) as {
        components?: Record<string, unknown>
        description?: unknown
      }
      // A field that holds others (group, array, blocks) gets its help under its heading: after its
      // input would be after its last sub-field, where it reads as that sub-field's.
      const container = CONTAINERS.has(field.type)
      // The project's own admin components stay beside the help.
      const withComponents = (components: Record<string, unknown>) =>
        ({
          ...next,
          admin: { ...admin, components: { ...admin.components, ...components } },
        }) as Field
      // A described field keeps its description next to its input: the help follows in the Description
      // slot, unless the project renders that slot itself.
      if (!container && admin.description !== undefined && !admin.components?.Description) {
        return withComponents({
          Description: {
            path: rscComponent('FieldDescriptionHelp'),
            clientProps: { targetKey: key },
          },
        })
      }
      const slot = container ? 'beforeInput' : 'afterInput'
      const help = component('FieldHelp', { targetKey: key })
      return withComponents({
        [slot]: [...((admin.components?.[slot] as unknown[] | undefined) ?? []), help],
      })
    })

  const panel = (targetKey: string): Field => ({
    name: 'wikiGuides',
    type: 'ui',
    admin: {
      ...NO_LIST_COLUMN,
      position: 'sidebar',
      components: { Field: component('GuidesPanel', { targetKey }) },
    },
  })

  const decorateCollection = (collection: CollectionConfig): CollectionConfig => {
    const key = collectionKey(collection.slug)
    if (!has(key)) return collection
    const fields = [
      ...decorateFields(collection.fields, key, ''),
      ...(options.triggers.edit ? [panel(key)] : []),
    ]
    const list = options.triggers.list
    // A collection Coverage does not count (a plugin's log) is no place to ask for guides.
    if (!list || coverageOf(collection) === 'none') return { ...collection, fields }
    const components = collection.admin?.components ?? {}
    const band = component('ListBand', {
      label: labelOf(collection.labels?.plural, collection.slug),
      slot: list.slot,
      targetKey: key,
    })
    return {
      ...collection,
      admin: {
        ...collection.admin,
        components: { ...components, [list.slot]: [...(components[list.slot] ?? []), band] },
      },
      fields,
    }
  }

  const decorateGlobal = (global: GlobalConfig): GlobalConfig => {
    const key = globalKey(global.slug)
    if (!has(key)) return global
    return {
      ...global,
      fields: [
        ...decorateFields(global.fields, key, ''),
        ...(options.triggers.global ? [panel(key)] : []),
      ],
    }
  }

  const clientOptions: WikiClientOptions = {
    chips: options.chips,
    pagesSlug: options.slugs.pages,
    readView: Boolean(options.wikiView),
    writeAffordances: options.writeAffordances,
  }
  const components = config.admin?.components ?? {}
  // The /wiki views are server components: they get the resolved options (converters included) as server props.
  const wikiViews = options.wikiView
    ? {
        beforeNavLinks: [
          ...(components.beforeNavLinks ?? []),
          {
            path: options.wikiView.components.navLink ?? rscComponent('WikiNavLink'),
            serverProps: { options },
          },
        ],
        views: {
          ...components.views,
          wiki: {
            Component: { path: rscComponent('WikiView'), serverProps: { options } },
            path: '/wiki' as const,
          },
        },
      }
    : {}
  // Rendered by import-map path from server components, so named nowhere generate:importmap looks:
  // listed as dependencies (the banner also when an override drops it from the guides collection).
  const rendered: Record<string, string | undefined> = {
    wikiFieldHelp: FIELD_HELP,
    ...(options.wikiView
      ? {
          wikiOrphanBanner: ORPHAN_BANNER,
          wikiAdminTemplate: defaultTemplatePath(),
          wikiVideoPlayer: options.video ? options.video.playerComponent : undefined,
          ...Object.fromEntries(
            Object.entries(options.wikiView.components).map(([view, path]) => [
              `wikiView-${view}`,
              path,
            ]),
          ),
        }
      : {}),
  }
  const dependencies = Object.fromEntries(
    Object.entries(rendered).flatMap(([key, path]) =>
      path ? [[key, { path, type: 'component' as const }]] : [],
    ),
  )
  return {
    ...config,
    admin: {
      ...config.admin,
      dependencies: { ...config.admin?.dependencies, ...dependencies },
      components: {
        ...components,
        ...wikiViews,
        providers: [
          ...(components.providers ?? []),
          component('WikiProvider', { options: clientOptions }),
        ],
      },
    },
    blocks: config.blocks?.map(decorateBlock),
    collections: config.collections?.map(decorateCollection),
    globals: config.globals?.map(decorateGlobal),
  }
}
