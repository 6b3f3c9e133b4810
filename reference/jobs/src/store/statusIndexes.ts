import type { Config } from 'payload'
import { withSchemaHook } from '../../../shared/schemaHooks'
import { quote } from './adapter'

/** The SQL dialects whose drizzle builders this module loads (the adapters' `name`). */
export type StatusDialect = 'postgres' | 'sqlite'

/** Which jobs each of queue-status's counting arms reads: open ones, the two kinds of errored ones, recovered ones. */
export type StatusSet = 'open' | 'cancelled' | 'failed' | 'recovered'

/**
 * Each set's condition over payload-jobs, given each column's quoted name. The counting statement
 * (countStatuses) and the partial indexes below use the same text, so Postgres and SQLite see that
 * an arm's WHERE implies its index's predicate and count from the index alone. A job is errored
 * whatever its completedAt (Payload leaves a failed job's empty); `cancelled` is Payload's own JSON
 * query for `error.cancelled` equals true on each dialect.
 */
export const statusConditions = (
  dialect: StatusDialect,
  column: (field: 'completedAt' | 'error' | 'hasError' | 'recoveredCount') => string,
) => {
  const cancelled =
    dialect === 'postgres'
      ? `jsonb_path_exists(${column('error')}, '$.cancelled[*] ? (@ == true)')`
      : `${column('error')} ->> 'cancelled' = true`
  return {
    open: `${column('completedAt')} IS NULL AND ${column('hasError')} IS NOT TRUE`,
    cancelled: `${column('hasError')} = true AND ${cancelled}`,
    failed: `${column('hasError')} = true AND (${cancelled}) IS NOT TRUE`,
    recovered: `${column('recoveredCount')} > 0`,
  } satisfies Record<StatusSet, string>
}

/** Where each dialect's drizzle builders come from: the adapters' documented drizzle re-exports. */
const BUILDERS: Record<StatusDialect, { core: string; sql: string }> = {
  postgres: {
    core: '@payloadcms/db-postgres/drizzle/pg-core',
    sql: '@payloadcms/db-postgres/drizzle',
  },
  sqlite: {
    core: '@payloadcms/db-sqlite/drizzle/sqlite-core',
    sql: '@payloadcms/db-sqlite/drizzle',
  },
}

interface IndexBuilders {
  index(name: string): { on(...columns: unknown[]): { where(condition: unknown): unknown } }
}
interface SqlBuilders {
  sql: { raw(text: string): unknown }
}

/** A module the project installed with its adapter, or undefined; left to Node at run time, as bundlers are told. */
const importOptional = async <T>(specifier: string): Promise<T | undefined> => {
  try {
    return (await import(/* webpackIgnore: true */ /* @vite-ignore */ specifier)) as T
  } catch {
    return undefined
  }
}

/**
 * What each set's index is keyed by: errored and recovered jobs by queue, so they are counted from
 * the index alone; open jobs by createdAt, the order they lie in on disk (the newest rows), so the
 * planner reads their few pages rather than every errored job's, as Payload's completedAt index would.
 */
const INDEX_KEYS: Record<StatusSet, string> = {
  open: 'createdAt',
  cancelled: 'queue',
  failed: 'queue',
  recovered: 'queue',
}

type Column = { name: string }
type JobsTable = Record<string, Column | undefined>

interface SchemaHookArgs {
  adapter: { name?: string; tableNameMap?: Map<string, string> }
  extendTable(args: {
    table: unknown
    extraConfig(table: JobsTable): Record<string, unknown>
  }): void
  schema: { tables: Record<string, unknown> }
}

/**
 * Adds four partial indexes on payload-jobs, one per StatusSet: queue-status then
 * counts the open, errored and recovered jobs from small indexes instead of reading each errored job's
 * row (they lie spread over the whole history, and failed and cancelled differ only in the error JSON).
 * Only the jobs a set holds enter its index, so a succeeded job costs a write to none but `open`.
 * Added through the SQL adapters' public `afterSchemaInit` hook, so the schema push and
 * `payload migrate:create` carry them; an adapter without it (MongoDB) or a project whose adapter's
 * drizzle re-export cannot be loaded keeps Payload's indexes, and the counts stay the same.
 */
export const withStatusIndexes = (config: Config): Config => {
  const addIndexes = async ({ adapter, extendTable, schema }: SchemaHookArgs) => {
    const dialect =
      adapter.name === 'postgres' || adapter.name === 'sqlite' ? adapter.name : undefined
    const tableName = adapter.tableNameMap?.get('payload_jobs') ?? 'payload_jobs'
    const table = schema.tables[tableName]
    if (!dialect || !table) return schema
    const [core, sql] = await Promise.all([
      importOptional<IndexBuilders>(BUILDERS[dialect].core),
      importOptional<SqlBuilders>(BUILDERS[dialect].sql),
    ])
    if (typeof core?.index !== 'function' || typeof sql?.sql?.raw !== 'function') return schema
    extendTable({
      table,
      extraConfig: (columns) => {
        const named = (field: string) => {
          const found = columns[field]
          if (!found)
            throw new Error(`payload-plugin-suite/jobs: payload-jobs has no column for ${field}`)
          return quote(found.name)
        }
        const conditions = statusConditions(dialect, named)
        return Object.fromEntries(
          (Object.keys(conditions) as StatusSet[]).map((set) => [
            `ppsJobs_${set}`,
            core
              .index(`${tableName}_status_${set}_idx`)
              .on(columns[INDEX_KEYS[set]])
              .where(sql.sql.raw(conditions[set])),
          ]),
        )
      },
    })
    return schema
  }
  return withSchemaHook(config, 'afterSchemaInit', addIndexes)
}
