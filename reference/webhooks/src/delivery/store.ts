import type { Payload, PayloadRequest } from 'payload'

/*
 * Multi-row inserts through Payload's drizzle adapters (db-sqlite, db-postgres), described by shape:
 * the package depends on neither adapter. Payload's adapter API creates one row per call (and reads it
 * back); a write with three subscriptions would make six commits where one statement per table does.
 * Other adapters (or none of these tables) get `undefined` and the caller writes row by row.
 */
type Column = object
type Row = Record<string, unknown>
type Table = Record<string, Column>

interface DrizzleDb {
  insert(table: Table): { values(rows: Row[]): PromiseLike<unknown> & { returning(fields: Record<string, Column>): PromiseLike<Row[]> } }
  select(fields: Record<string, Column>): { from(table: Table): { where(condition: object): PromiseLike<Row[]> } }
  update(table: Table): { set(values: Row): { where(condition: object): PromiseLike<unknown> } }
  transaction<T>(run: (tx: DrizzleDb) => Promise<T>): Promise<T>
  /** libsql only: the statements in one transaction on the client's connection. */
  batch?(statements: PromiseLike<unknown>[]): Promise<unknown>
}

interface DrizzleAdapter {
  name: string
  drizzle: DrizzleDb
  operators: { in(column: Column, values: unknown[]): object }
  sessions?: Record<string | number, { db?: DrizzleDb } | undefined>
  tableNameMap: Map<string, string>
  tables: Record<string, Table | undefined>
}

/** drizzle names a column's type in columnType (SQLiteTextJson, PgJsonb, …). */
const isJsonColumn = (column: Column | undefined) => /json/i.test(String((column as { columnType?: unknown } | undefined)?.columnType ?? ''))

/** Payload names a collection's table after its slug in snake case (to-snake-case). */
const snake = (slug: string) =>
  slug
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toLowerCase()

const adapterOf = (payload: Payload): DrizzleAdapter | undefined => {
  const adapter = payload.db as unknown as Partial<DrizzleAdapter>
  return adapter.drizzle && adapter.tableNameMap && adapter.tables && adapter.operators ? (adapter as DrizzleAdapter) : undefined
}

export interface RowStore {
  /**
   * Statements wait on a database server without blocking the event loop (Postgres), so writes can
   * overlap other work; SQLite's driver runs them synchronously on it.
   */
  overlapsWork: boolean
  /** Inserts rows into a collection's table; returns `returning` columns of each row, in no set order. */
  insert(collection: string, rows: Row[], returning?: string[]): Promise<Row[]>
  /**
   * Reads `columns` of the rows with these ids, in no set order. JSON columns are parsed, except those
   * in `jsonText` when the driver hands them over as text (SQLite): those stay the stored text.
   */
  select(collection: string, ids: Array<string | number>, columns: string[], jsonText?: string[]): Promise<Row[]>
  /**
   * Sets columns of each row (by id), without reading them back, in one transaction (one commit).
   * Rows getting the same values share one statement: a batch of deliveries mostly ends alike.
   */
  updateEach(collection: string, updates: Array<{ id: string | number; values: Row }>): Promise<void>
}

/** Rows (or ids) per statement: well under SQLite's bound-parameter limit at ~10 columns a row. */
export const ROWS_PER_STATEMENT = 500

export const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))

/** Groups updates by their values (same keys in the same order, as one caller builds them). */
const byValues = (updates: Array<{ id: string | number; values: Row }>) => {
  const groups = new Map<string, { values: Row; ids: Array<string | number> }>()
  for (const { id, values } of updates) {
    const key = JSON.stringify(values)
    const group = groups.get(key) ?? { values, ids: [] }
    group.ids.push(id)
    groups.set(key, group)
  }
  return [...groups.values()]
}

/**
 * The store for one request: statements join the request's transaction when it has one (so a
 * rolled-back write leaves no deliveries and no jobs behind), else run on the adapter's connection.
 */
export const rowStore = async (req: PayloadRequest): Promise<RowStore | undefined> => {
  const adapter = adapterOf(req.payload)
  if (!adapter) return undefined
  const transactionID = req.transactionID ? await req.transactionID : undefined
  const db = (transactionID !== undefined && adapter.sessions?.[transactionID]?.db) || adapter.drizzle
  const tableOf = (collection: string) => adapter.tables[adapter.tableNameMap.get(snake(collection)) ?? snake(collection)]
  if (!tableOf('payload-jobs')) return undefined
  return {
    overlapsWork: adapter.name === 'postgres',
    async insert(collection, rows, returning) {
      const table = tableOf(collection)
      if (!table) throw new Error(`webhooks: no table for collection ${collection}`)
      if (!rows.length) return []
      const statement = db.insert(table).values(rows)
      if (!returning) {
        await statement
        return []
      }
      return statement.returning(Object.fromEntries(returning.map((name) => [name, table[name]])))
    },
    async select(collection, ids, columns, jsonText = []) {
      const table = tableOf(collection)
      if (!table) throw new Error(`webhooks: no table for collection ${collection}`)
      const rows: Row[] = []
      for (const chunk of chunks(ids, ROWS_PER_STATEMENT)) {
        rows.push(...(await db.select(Object.fromEntries(columns.map((name) => [name, table[name]]))).from(table).where(adapter.operators.in(table.id, chunk))))
      }
      // SQLite drivers may hand a JSON column back as text.
      const parsed = columns.filter((name) => isJsonColumn(table[name]) && !jsonText.includes(name))
      for (const row of rows) for (const name of parsed) if (typeof row[name] === 'string') row[name] = JSON.parse(row[name])
      return rows
    },
    async updateEach(collection, updates) {
      const table = tableOf(collection)
      if (!table) throw new Error(`webhooks: no table for collection ${collection}`)
      if (!updates.length) return
      // drizzle builds statements lazily: each runs when awaited, or in a batch.
      const statements = (target: DrizzleDb) =>
        byValues(updates).flatMap(({ values, ids }) => chunks(ids, ROWS_PER_STATEMENT).map((chunk) => target.update(table).set(values).where(adapter.operators.in(table.id, chunk))))
      const runInOrder = async (target: DrizzleDb) => {
        for (const statement of statements(target)) await statement
      }
      // Inside the request's transaction when there is one.
      if (db !== adapter.drizzle) return runInOrder(db)
      // libsql runs a batch as one BEGIN…COMMIT on the client's own connection, in one synchronous
      // call. Its interactive transaction would hold the write lock across awaits (other writes of
      // this process meet it) and leave the client on a fresh connection without the busy timeout
      // (tursodatabase/libsql-client-ts#288).
      if (db.batch) return void (await db.batch(statements(db)))
      await db.transaction(runInOrder)
    },
  }
}
