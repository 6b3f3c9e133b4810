import type { Config } from 'payload'

/** What this module reads of Payload's SQL adapters (@payloadcms/drizzle) before their schema is built. */
interface RawIndex {
  name: string
  on: string | string[]
}
interface RawSchemaAdapter {
  beforeSchemaInit: Array<(args: { adapter: RawSchemaAdapter; schema: unknown }) => unknown>
  localesSuffix?: string
  rawTables: Record<string, { columns: Record<string, unknown>; indexes?: Record<string, RawIndex> }>
  tableNameMap: Map<string, string>
  versionsSuffix?: string
}

const hasRawSchema = (adapter: unknown): adapter is RawSchemaAdapter => {
  const candidate = adapter as Partial<RawSchemaAdapter> | undefined
  return Array.isArray(candidate?.beforeSchemaInit) && candidate?.tableNameMap instanceof Map
}

/** Payload's table name for a slug (its `to-snake-case`, for the slugs Payload accepts). */
const snakeCase = (slug: string) =>
  slug
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/[^a-zA-Z\d]+/g, '_')
    .toLowerCase()

/**
 * Payload's SQL adapters read a document's hasMany text values (`<table>_texts`) and localized
 * fields (`<table>_locales`) by their parent's id, yet index those tables only as (order, parent)
 * and (locale, parent): each guide read scans the whole table, so reading n guides costs n × the
 * wiki's size. This adds parent-first indexes to the collection's tables and its versions' tables
 * through the adapter's own `beforeSchemaInit` hook, so the schema push and `payload migrate:create`
 * carry them like any index of Payload's. An adapter without that hook (MongoDB, whose documents
 * hold their arrays) is left as it is.
 */
export const withParentIndexes = (config: Config, slug: string): Config => {
  const db = config.db
  if (!db?.init) return config
  const addIndexes = ({ adapter, schema }: { adapter: RawSchemaAdapter; schema: unknown }) => {
    const roots = [adapter.tableNameMap.get(snakeCase(slug)), adapter.tableNameMap.get(`_${snakeCase(slug)}${adapter.versionsSuffix ?? '_v'}`)]
    for (const root of roots) {
      if (!root) continue
      const texts = adapter.rawTables[`${root}_texts`]
      if (texts?.columns.parent && texts.columns.order) (texts.indexes ??= {}).parentOrder = { name: `${root}_texts_parent_order_idx`, on: ['parent', 'order'] }
      const locales = adapter.rawTables[`${root}${adapter.localesSuffix ?? '_locales'}`]
      if (locales?.columns._parentID) (locales.indexes ??= {}).parent = { name: `${root}_locales_parent_idx`, on: '_parentID' }
    }
    return schema
  }
  return {
    ...config,
    db: {
      ...db,
      init: (args) => {
        const adapter = db.init(args)
        const sql: unknown = adapter
        // A copy: the project's own hook list stays as it passed it.
        if (hasRawSchema(sql)) sql.beforeSchemaInit = [...sql.beforeSchemaInit, addIndexes]
        return adapter
      },
    },
  }
}
