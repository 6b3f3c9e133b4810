import toSnakeCase from 'to-snake-case'

/** What the wiki reads of Payload's SQL adapters (@payloadcms/drizzle) to name a collection's tables. */
export interface TableNames {
  tableNameMap: Map<string, string>
  versionsSuffix?: string
}

export const hasTableNames = (adapter: unknown): adapter is TableNames =>
  (adapter as Partial<TableNames> | undefined)?.tableNameMap instanceof Map

/** A collection's own table and its versions' table, as the adapter names them (undefined where it has none). */
export const rootTablesOf = (adapter: TableNames, slug: string) => ({
  document: adapter.tableNameMap.get(toSnakeCase(slug)),
  versions: adapter.tableNameMap.get(`_${toSnakeCase(slug)}${adapter.versionsSuffix ?? '_v'}`),
})
