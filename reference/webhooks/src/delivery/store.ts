import type { Payload, PayloadRequest } from 'payload'
import toSnakeCase from 'to-snake-case'

/*
 * Multi-row statements through Payload's drizzle adapters (db-sqlite, db-postgres), described by shape:
 * the package depends on neither adapter. Payload's adapter API creates or updates one row per call
 * (and reads it back); a write with three subscriptions would make six commits where one statement
 * per table does, and a batch's outcomes one statement per delivery. Other adapters (or none of these
 * tables) get `undefined` and the caller writes row by row.
 */
type Column = object
type Row = Record<string, unknown>
type Table = Record<string, Column>

interface DrizzleDb {
  insert(table: Table): { values(rows: Row[]): PromiseLike<unknown> & { returning(fields: Record<string, Column>): PromiseLike<Row[]> } }
  /** In a transaction, drizzle's session holds its connection: node-postgres' client, or libsql's transaction. */
  session?: {
    client?: { query?(text: string, values: unknown[]): Promise<{ rows: Row[] }> }
    tx?: { execute?(statement: { sql: string; args: unknown[] }): Promise<{ rows: Row[] }> }
  }
}

/** What db-postgres and db-sqlite hand their count of a find's matches (Payload's paginated finds). */
interface CountArgs {
  tableName: string
  where?: unknown
  joins?: unknown[]
}

interface DrizzleAdapter {
  name: string
  countDistinct?: (this: DrizzleAdapter, args: CountArgs) => Promise<number>
  drizzle: DrizzleDb
  sessions?: Record<string | number, { db?: DrizzleDb } | undefined>
  tableNameMap: Map<string, string>
  tables: Record<string, Table | undefined>
  /** db-postgres: its node-postgres pool, and the schema its tables live in when not the default. */
  pool?: { query(text: string, values: unknown[]): Promise<{ rows: Row[] }> }
  schemaName?: string
  /** db-sqlite: its libsql client. */
  client?: { execute(statement: { sql: string; args: unknown[] }): Promise<{ rows: Row[] }> }
}

/** A drizzle column's name in the database. */
const columnName = (table: Table, field: string) => {
  const name = (table[field] as { name?: unknown } | undefined)?.name
  if (typeof name !== 'string') throw new Error(`webhooks: no column for field ${field}`)
  return name
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`
/** A SQLite JSON path to a top-level key, as an SQL string literal. */
const jsonPath = (key: string) => `'$.${quote(key).replaceAll("'", "''")}'`

/** drizzle names a column's type in columnType (SQLiteTextJson, PgJsonb, …). */
const isJsonColumn = (column: Column | undefined) => /json/i.test(String((column as { columnType?: unknown } | undefined)?.columnType ?? ''))

/** Set (to any value) to write row by row through Payload's database API even where the drizzle path would work: the matrix runs both. */
const PUBLIC_API_ENV = 'PPS_PUBLIC_API'

/** Payload names a collection's table after its slug in snake case. */
const tableNameOf = (adapter: Pick<DrizzleAdapter, 'tableNameMap'>, collection: string) => adapter.tableNameMap.get(toSnakeCase(collection)) ?? toSnakeCase(collection)

/** The collection's table as SQL names it (schema-qualified when the adapter has a schema). */
const tableRefOf = (adapter: Pick<DrizzleAdapter, 'schemaName' | 'tableNameMap'>, collection: string) => {
  const tableName = quote(tableNameOf(adapter, collection))
  return adapter.schemaName ? `${quote(adapter.schemaName)}.${tableName}` : tableName
}

const adapters = new WeakMap<Payload, { adapter: DrizzleAdapter | undefined }>()

/** The drizzle adapter this store writes through, detected once per Payload and logged once; undefined when it is not one. */
export const detectRowStore = (payload: Payload): DrizzleAdapter | undefined => {
  let detected = adapters.get(payload)
  if (!detected) {
    const adapter = payload.db as unknown as Partial<DrizzleAdapter>
    const forced = Boolean(process.env[PUBLIC_API_ENV])
    // select and updateEach run on the adapter's driver: node-postgres (db-postgres) or libsql (db-sqlite).
    const driver = typeof adapter.pool?.query === 'function' || typeof adapter.client?.execute === 'function'
    const usable = !forced && adapter.drizzle && adapter.tableNameMap && adapter.tables && driver
    detected = { adapter: usable ? (adapter as DrizzleAdapter) : undefined }
    adapters.set(payload, detected)
    payload.logger.info(
      usable
        ? `payload-plugin-suite/webhooks: deliveries are written in multi-row statements on the ${payload.db.name} adapter`
        : `payload-plugin-suite/webhooks: deliveries are written row by row through Payload's database API (${forced ? `${PUBLIC_API_ENV} is set` : `the ${payload.db.name} adapter is not a drizzle one with a driver this plugin can use`})`,
    )
  }
  return detected.adapter
}

export interface RowStore {
  /**
   * Statements wait on a database server without blocking the event loop (Postgres), so writes can
   * overlap other work; SQLite's driver runs them synchronously on it.
   */
  overlapsWork: boolean
  /** Inserts rows (all with the same fields) into a collection's table; returns `returning` columns of each row, in no set order. */
  insert(collection: string, rows: Row[], returning?: string[]): Promise<Row[]>
  /**
   * Reads `columns` of the rows with these ids, in no set order, on the adapter's own connection. JSON
   * columns are parsed, except those in `jsonText` when the driver hands them over as text (SQLite):
   * those stay the stored text.
   */
  select(collection: string, ids: Array<string | number>, columns: string[], jsonText?: string[]): Promise<Row[]>
  /**
   * Sets columns of each row (by id) to its own values (text, numbers, null), and those of `shared` to
   * the same values in every row, without reading them back: one statement, on the adapter's own
   * connection.
   */
  updateEach(collection: string, updates: Array<{ id: string | number; values: Row }>, shared?: Row): Promise<void>
}

/** Rows (or ids) per statement: well under SQLite's bound-parameter limit at ~10 columns a row. */
export const ROWS_PER_STATEMENT = 500

export const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))

/** drizzle's columns convert values to and from what the driver takes and gives (JSON text, numbers, booleans). */
type MappedColumn = { mapFromDriverValue?: (value: unknown) => unknown; mapToDriverValue?: (value: unknown) => unknown }

const toDriverValue = (column: Column | undefined, value: unknown) => {
  const { mapToDriverValue } = (column ?? {}) as MappedColumn
  return value === null || value === undefined ? null : mapToDriverValue ? mapToDriverValue.call(column, value) : value
}

/**
 * A row the driver returned, as drizzle would hand it over (keyed by field). `jsonAsText`: the driver
 * hands JSON over as text (SQLite; node-postgres parses it), parsed here unless a field of `jsonText`.
 */
const fromDriver = (table: Table, fields: string[], names: string[], raw: Row, jsonAsText: boolean, jsonText: string[] = []): Row =>
  Object.fromEntries(
    fields.map((field, index) => {
      const column = table[field] as MappedColumn
      const value = raw[names[index]]
      if (value === null || value === undefined) return [field, null]
      if (jsonAsText && typeof value === 'string' && isJsonColumn(column)) return [field, jsonText.includes(field) ? value : JSON.parse(value)]
      return [field, column.mapFromDriverValue ? column.mapFromDriverValue(value) : value]
    }),
  )

type Execute = (sql: string, args: unknown[]) => Promise<Row[]>

/**
 * Runs one statement on the connection `db` writes through: the adapter's pool or client, or, in a
 * request's transaction, the transaction's own connection. undefined when that connection is neither.
 */
const executorFor = (adapter: DrizzleAdapter, db: DrizzleDb): Execute | undefined => {
  const { pool, client } = adapter
  if (db === adapter.drizzle && pool) return async (sql, args) => (await pool.query(sql, args)).rows
  if (db === adapter.drizzle) return async (sql, args) => (await client!.execute({ sql, args })).rows
  const pgClient = pool ? db.session?.client : undefined
  if (pgClient?.query) return async (sql, args) => (await pgClient.query!(sql, args)).rows
  const libsqlTransaction = pool ? undefined : db.session?.tx
  if (libsqlTransaction?.execute) return async (sql, args) => (await libsqlTransaction.execute!({ sql, args })).rows
  return undefined
}

/**
 * The store for one request: inserts join the request's transaction when it has one (so a rolled-back
 * write leaves no deliveries and no jobs behind), on its connection, else run on the adapter's
 * connection; select and updateEach always run there.
 */
export const rowStore = async (req: PayloadRequest): Promise<RowStore | undefined> => {
  const adapter = detectRowStore(req.payload)
  if (!adapter) return undefined
  const transactionID = req.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions?.[transactionID]?.db) || adapter.drizzle
  const tableOf = (collection: string) => adapter.tables[tableNameOf(adapter, collection)]
  if (!tableOf('payload-jobs')) return undefined
  const tableRef = (collection: string) => tableRefOf(adapter, collection)
  const onAdapter = executorFor(adapter, adapter.drizzle)!
  return {
    overlapsWork: adapter.name === 'postgres',
    async insert(collection, rows, returning) {
      const table = tableOf(collection)
      if (!table) throw new Error(`webhooks: no table for collection ${collection}`)
      if (!rows.length) return []
      const execute = executorFor(adapter, db)
      if (!execute) {
        const statement = db.insert(table).values(rows)
        if (!returning) {
          await statement
          return []
        }
        return statement.returning(Object.fromEntries(returning.map((name) => [name, table[name]])))
      }
      // On the driver: drizzle's insert builder costs more than the database does (3 rows on SQLite:
      // 0.56 ms through drizzle, 0.33 ms on the driver), and every content write pays it twice.
      const fields = Object.keys(rows[0])
      if (rows.some((row) => Object.keys(row).length !== fields.length || fields.some((field) => !(field in row)))) {
        throw new Error('webhooks: the rows of one insert must have the same fields')
      }
      const names = fields.map((field) => columnName(table, field))
      const placeholder = adapter.pool ? (index: number) => `$${index + 1}` : () => '?'
      const values = rows.map((_, row) => `(${fields.map((_, column) => placeholder(row * fields.length + column)).join(', ')})`).join(', ')
      const returned = returning?.map((field) => columnName(table, field)) ?? []
      const sql = `INSERT INTO ${tableRef(collection)} (${names.map(quote).join(', ')}) VALUES ${values}${returned.length ? ` RETURNING ${returned.map(quote).join(', ')}` : ''}`
      const args = rows.flatMap((row) => fields.map((field) => toDriverValue(table[field], row[field])))
      const inserted = await execute(sql, args)
      return returning ? inserted.map((raw) => fromDriver(table, returning, returned, raw, !adapter.pool)) : []
    },
    async select(collection, ids, columns, jsonText = []) {
      const table = tableOf(collection)
      if (!table) throw new Error(`webhooks: no table for collection ${collection}`)
      if (!ids.length) return []
      // On the driver, with the ids as one parameter: drizzle's query builder costs more than the
      // database does here (a batch reads 500 rows), and its IN binds one parameter per id.
      const names = columns.map((field) => columnName(table, field))
      const list = names.map(quote).join(', ')
      const rows = adapter.pool
        ? await onAdapter(`SELECT ${list} FROM ${tableRef(collection)} WHERE "id" = ANY($1)`, [ids])
        : await onAdapter(`SELECT ${list} FROM ${tableRef(collection)} WHERE "id" IN (SELECT value FROM json_each(?))`, [JSON.stringify(ids)])
      return rows.map((raw) => fromDriver(table, columns, names, raw, !adapter.pool, jsonText))
    },
    async updateEach(collection, updates, shared = {}) {
      const table = tableOf(collection)
      if (!table) throw new Error(`webhooks: no table for collection ${collection}`)
      if (!updates.length) return
      // One multi-row UPDATE from a JSON parameter, however much the rows' values differ (every
      // delivery's duration does): drizzle has no such statement, so it is written here for each
      // driver. Every row sets the columns of the first (one caller builds them all alike).
      const fields = Object.keys(updates[0].values)
      const columns = fields.map((field) => columnName(table, field))
      const rows = JSON.stringify(
        updates.map(({ id, values }) => {
          const row: Row = { id }
          fields.forEach((field, index) => (row[columns[index]] = values[field] ?? null))
          return row
        }),
      )
      const sharedFields = Object.keys(shared)
      const sharedValues = sharedFields.map((field) => toDriverValue(table[field], shared[field]))
      const sharedColumns = sharedFields.map((field) => columnName(table, field))
      const target = tableRef(collection)
      if (adapter.pool) {
        // The rows take the table's own column types (enums, timestamps) from its row type. The ids
        // again as an array: the planner cannot see inside the JSON, and without them it joins by a
        // scan of the whole log until the log is large enough to make it change its mind. Committed
        // without waiting for the WAL flush (for this statement's transaction only): outcomes are
        // written on the way to settling their jobs, and a database crash that loses the last of them
        // leaves those jobs to run again, so a delivery can be sent twice (receivers dedupe on
        // webhook-id), never lost.
        const set = [
          ...columns.map((column) => `${quote(column)} = v.${quote(column)}`),
          ...sharedColumns.map((column, index) => `${quote(column)} = $${index + 3}`),
        ].join(', ')
        await onAdapter(
          `WITH "written" AS (UPDATE ${target} AS t SET ${set} FROM jsonb_populate_recordset(NULL::${target}, $1::jsonb) AS v WHERE t."id" = v."id" AND t."id" = ANY($2)) SELECT set_config('synchronous_commit', 'off', true)`,
          [rows, updates.map(({ id }) => id), ...sharedValues],
        )
      } else {
        const set = [
          ...columns.map((column) => `${quote(column)} = v.value ->> ${jsonPath(column)}`),
          ...sharedColumns.map((column) => `${quote(column)} = ?`),
        ].join(', ')
        await onAdapter(`UPDATE ${target} SET ${set} FROM json_each(?) AS v WHERE ${target}."id" = v.value ->> '$.id'`, [...sharedValues, rows])
      }
    },
  }
}

/**
 * A paginated find counts every matching row; the admin's delivery log list does so on each page
 * view, O(rows) in Postgres. Past `above` rows, an unfiltered count of the log (a list's total, or
 * `payload.count` without `where`) answers Postgres' own row estimate (`pg_class.reltuples`, kept
 * current by autovacuum), as large admin lists do; filtered counts, smaller logs and other adapters
 * stay exact.
 */
export const estimateUnfilteredLogCount = (payload: Payload, collection: string, above: number) => {
  // A read of the adapter's own: PUBLIC_API_ENV, which keeps the writes on Payload's API, leaves it on.
  const adapter = payload.db as unknown as Partial<DrizzleAdapter>
  const exact = adapter.countDistinct
  const pool = adapter.pool
  if (!exact || !pool || adapter.name !== 'postgres' || !(adapter.tableNameMap instanceof Map)) return
  const { schemaName, tableNameMap } = adapter
  const tableName = tableNameOf({ tableNameMap }, collection)
  const qualified = tableRefOf({ schemaName, tableNameMap }, collection)
  adapter.countDistinct = async function (args) {
    if (args.tableName === tableName && !args.where && !args.joins?.length) {
      const { rows } = await pool.query('SELECT reltuples::bigint AS estimate FROM pg_class WHERE oid = to_regclass($1)', [qualified])
      // -1: never analyzed yet.
      const estimate = Number(rows[0]?.estimate ?? -1)
      if (estimate > above) return estimate
    }
    return exact.call(this, args)
  }
}
