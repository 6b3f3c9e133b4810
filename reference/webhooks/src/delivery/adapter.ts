import type { Payload, PayloadRequest } from 'payload'
import toSnakeCase from 'to-snake-case'

/*
 * The one door to Payload's drizzle adapters (db-sqlite, db-postgres): everything here knows their
 * private shape, nothing else in the row store does. The package depends on neither adapter, so they
 * are described by shape and detected by feature; other adapters (or none of these tables) get
 * `undefined` and the caller writes row by row through Payload's API.
 */
type Column = object
export type Row = Record<string, unknown>
type Table = Record<string, Column>

interface DrizzleDb {
  insert(table: Table): {
    values(
      rows: Row[],
    ): PromiseLike<unknown> & { returning(fields: Record<string, Column>): PromiseLike<Row[]> }
  }
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

/** drizzle's columns: their name, their type (SQLiteTextJson, PgJsonb, …), and how they convert values to and from the driver. */
type MappedColumn = {
  name?: unknown
  columnType?: unknown
  mapFromDriverValue?: (value: unknown) => unknown
  mapToDriverValue?: (value: unknown) => unknown
}

/** An identifier as SQL names it, whatever characters it holds. */
export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

export type Execute = (sql: string, args: unknown[]) => Promise<Row[]>

/** A collection's table on the adapter. */
export interface RowTable {
  /** As SQL names it (schema-qualified when the adapter has a schema). */
  ref: string
  /** A field's column name, unquoted; throws when the table has none. */
  column(field: string): string
  /** A value as the driver takes it (JSON as text, booleans as integers on SQLite, …). */
  toDriver(field: string, value: unknown): unknown
  /**
   * A row the driver returned (keyed by `columns`) as drizzle would hand it over (keyed by `fields`).
   * JSON the driver hands over as text (SQLite; node-postgres parses it) is parsed, except `jsonText`'s.
   */
  fromDriver(fields: string[], columns: string[], raw: Row, jsonText?: string[]): Row
}

/** Where a request's statements run: its transaction's connection when it has one, else the adapter's. */
export interface Connection {
  /** Runs a statement there; undefined when that connection is neither node-postgres' nor libsql's. */
  run: Execute | undefined
  /** drizzle's insert there, for such a connection; returns the `returning` fields of each row. */
  insert(collection: string, rows: Row[], returning?: string[]): Promise<Row[]>
}

/** The adapter's tables and driver, as the row store's statements use them. */
export interface RowDoor {
  /** The driver's SQL: node-postgres (`$n` parameters, arrays) or libsql (`?` parameters, JSON for lists). */
  dialect: 'postgres' | 'sqlite'
  /** A collection's table; undefined when the adapter has none. */
  table(collection: string): RowTable | undefined
  /** Runs a statement on the adapter's own connection, outside any request's transaction. */
  run: Execute
  /** The connection a request's writes join. */
  connection(req: PayloadRequest): Promise<Connection>
}

/** Payload names a collection's table after its slug in snake case. */
const tableNameOf = (tableNameMap: Map<string, string>, collection: string) =>
  tableNameMap.get(toSnakeCase(collection)) ?? toSnakeCase(collection)

const tableRefOf = (
  { schemaName, tableNameMap }: Pick<DrizzleAdapter, 'schemaName' | 'tableNameMap'>,
  collection: string,
) => `${schemaName ? `${quote(schemaName)}.` : ''}${quote(tableNameOf(tableNameMap, collection))}`

const rowTable = (adapter: DrizzleAdapter, table: Table, collection: string): RowTable => {
  const jsonAsText = !adapter.pool
  const mapped = (field: string) => table[field] as MappedColumn | undefined
  return {
    ref: tableRefOf(adapter, collection),
    column(field) {
      const name = mapped(field)?.name
      if (typeof name !== 'string') throw new Error(`webhooks: no column for field ${field}`)
      return name
    },
    toDriver(field, value) {
      const column = mapped(field)
      return value === null || value === undefined
        ? null
        : column?.mapToDriverValue
          ? column.mapToDriverValue.call(column, value)
          : value
    },
    fromDriver: (fields, columns, raw, jsonText = []) =>
      Object.fromEntries(
        fields.map((field, index) => {
          const column = mapped(field)!
          const value = raw[columns[index]]
          if (value === null || value === undefined) return [field, null]
          if (
            jsonAsText &&
            typeof value === 'string' &&
            /json/i.test(String(column.columnType ?? ''))
          )
            return [field, jsonText.includes(field) ? value : JSON.parse(value)]
          return [field, column.mapFromDriverValue ? column.mapFromDriverValue(value) : value]
        }),
      ),
  }
}

/**
 * Runs one statement on the connection `db` writes through: the adapter's pool or client, or, in a
 * request's transaction, the transaction's own connection. undefined when that connection is neither.
 */
const executorFor = (adapter: DrizzleAdapter, db: DrizzleDb): Execute | undefined => {
  const { pool, client } = adapter
  if (db === adapter.drizzle && pool) return async (sql, args) => (await pool.query(sql, args)).rows
  if (db === adapter.drizzle)
    return async (sql, args) => (await client!.execute({ sql, args })).rows
  const pgClient = pool ? db.session?.client : undefined
  if (pgClient?.query) return async (sql, args) => (await pgClient.query!(sql, args)).rows
  const libsqlTransaction = pool ? undefined : db.session?.tx
  if (libsqlTransaction?.execute)
    return async (sql, args) => (await libsqlTransaction.execute!({ sql, args })).rows
  return undefined
}

/** The door on an adapter already known to be a drizzle one with a driver. */
const doorOf = (adapter: DrizzleAdapter): RowDoor => {
  const table = (collection: string) =>
    adapter.tables[tableNameOf(adapter.tableNameMap, collection)]
  return {
    dialect: adapter.pool ? 'postgres' : 'sqlite',
    table(collection) {
      const found = table(collection)
      return found && rowTable(adapter, found, collection)
    },
    run: executorFor(adapter, adapter.drizzle)!,
    async connection(req) {
      const transactionID = req.transactionID ? await req.transactionID : undefined
      const db =
        (transactionID !== undefined && adapter.sessions?.[transactionID]?.db) || adapter.drizzle
      return {
        run: executorFor(adapter, db),
        async insert(collection, rows, returning) {
          const drizzleTable = table(collection)!
          const statement = db.insert(drizzleTable).values(rows)
          if (!returning) {
            await statement
            return []
          }
          return statement.returning(
            Object.fromEntries(returning.map((name) => [name, drizzleTable[name]])),
          )
        },
      }
    },
  }
}

/** Set (to any value) to write row by row through Payload's database API even where the drizzle path would work: the matrix runs both. */
const PUBLIC_API_ENV = 'PPS_PUBLIC_API'

const doors = new WeakMap<Payload, { door: RowDoor | undefined }>()

/** The door to the adapter the row store writes through, detected once per Payload and logged once; undefined when it is not a drizzle one. */
export const detectRowStore = (payload: Payload): RowDoor | undefined => {
  let detected = doors.get(payload)
  if (!detected) {
    const adapter = payload.db as unknown as Partial<DrizzleAdapter>
    const forced = Boolean(process.env[PUBLIC_API_ENV])
    // select and updateEach run on the adapter's driver: node-postgres (db-postgres) or libsql (db-sqlite).
    const driver =
      typeof adapter.pool?.query === 'function' || typeof adapter.client?.execute === 'function'
    const usable = !forced && adapter.drizzle && adapter.tableNameMap && adapter.tables && driver
    detected = { door: usable ? doorOf(adapter as DrizzleAdapter) : undefined }
    doors.set(payload, detected)
    payload.logger.info(
      usable
        ? `payload-plugin-suite/webhooks: deliveries are written in multi-row statements on the ${payload.db.name} adapter`
        : `payload-plugin-suite/webhooks: deliveries are written row by row through Payload's database API (${forced ? `${PUBLIC_API_ENV} is set` : `the ${payload.db.name} adapter is not a drizzle one with a driver this plugin can use`})`,
    )
  }
  return detected.door
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
  if (!exact || !pool || adapter.name !== 'postgres' || !(adapter.tableNameMap instanceof Map))
    return
  const { schemaName, tableNameMap } = adapter
  const tableName = tableNameOf(tableNameMap, collection)
  const qualified = tableRefOf({ schemaName, tableNameMap }, collection)
  adapter.countDistinct = async function (args) {
    if (args.tableName === tableName && !args.where && !args.joins?.length) {
      const { rows } = await pool.query(
        'SELECT reltuples::bigint AS estimate FROM pg_class WHERE oid = to_regclass($1)',
        [qualified],
      )
      // -1: never analyzed yet.
      const estimate = Number(rows[0]?.estimate ?? -1)
      if (estimate > above) return estimate
    }
    return exact.call(this, args)
  }
}
