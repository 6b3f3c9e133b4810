import type { Config } from 'payload'
import { withSchemaHook } from '../../../shared/schemaHooks'
import { hasTableNames, rootTablesOf, type TableNames } from './tables'

/** What this module reads of Payload's SQL adapters (@payloadcms/drizzle) before their schema is built. */
interface RawIndex {
  name: string
  on: string | string[]
}
interface RawSchemaAdapter extends TableNames {
  localesSuffix?: string
  rawTables: Record<
    string,
    { columns: Record<string, unknown>; indexes?: Record<string, RawIndex> }
  >
}

/**
 * Payload's SQL adapters read a document's hasMany text values (`<table>_texts`) and localized
 * fields (`<table>_locales`) by their parent's id, yet index those tables only as (order, parent)
 * and (locale, parent): each guide read scans the whole table, so reading n guides costs n × the
 * wiki's size. This adds parent-first indexes to the collection's tables and its versions' tables
 * through the adapter's own `beforeSchemaInit` hook, so the schema push and `payload migrate:create`
 * carry them like any index of Payload's; and indexes the versions' stored values, as Payload does the
 * document's. An adapter without that hook (MongoDB, whose documents
 * hold their arrays) is left as it is.
 */
export const withParentIndexes = (config: Config, slug: string): Config => {
  const addIndexes = ({ adapter, schema }: { adapter: RawSchemaAdapter; schema: unknown }) => {
    if (!hasTableNames(adapter)) return schema
    const { document, versions } = rootTablesOf(adapter, slug)
    for (const root of [document, versions]) {
      if (!root) continue
      const texts = adapter.rawTables[`${root}_texts`]
      if (texts?.columns.parent && texts.columns.order)
        (texts.indexes ??= {}).parentOrder = {
          name: `${root}_texts_parent_order_idx`,
          on: ['parent', 'order'],
        }
      // Payload indexes the values of a field with `index: true` in the document's table only; the
      // versions' table needs it too, for orphaned-targets' distinct stored keys (db/storedKeys.ts).
      const indexesValues = Object.values(texts?.indexes ?? {}).some(
        (index) => index.on === 'text' || (Array.isArray(index.on) && index.on[0] === 'text'),
      )
      if (texts?.columns.text && !indexesValues)
        (texts.indexes ??= {}).text = { name: `${root}_texts_text_idx`, on: 'text' }
      const locales = adapter.rawTables[`${root}${adapter.localesSuffix ?? '_locales'}`]
      if (locales?.columns._parentID)
        (locales.indexes ??= {}).parent = { name: `${root}_locales_parent_idx`, on: '_parentID' }
    }
    return schema
  }
  return withSchemaHook(config, 'beforeSchemaInit', addIndexes)
}
