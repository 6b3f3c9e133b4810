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
  update(table: Table): { set(values: Row): { where(condition: object): PromiseLike<unknown> } }
  transaction<T>(run: (tx: DrizzleDb) => Promise<T>): Promise<T>
}

interface DrizzleAdapter {
  drizzle: DrizzleDb
  operators: { equals(column: Column, value: unknown): object }
  sessions?: Record<string | number, { db?: DrizzleDb } | undefined>
  tableNameMap: Map<string, string>
  tables: Record<string, Table | undefined>
}

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
  /** Inserts rows into a collection's table; returns `returning` columns of each row, in no set order. */
  insert(collection: string, rows: Row[], returning?: string[]): Promise<Row[]>
  /** Sets columns of each row (by id), without reading them back, in one transaction (one commit). */
  updateEach(collection: string, updates: Array<{ id: string | number; values: Row }>): Promise<void>
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
    async updateEach(collection, updates) {
      const table = tableOf(collection)
      if (!table) throw new Error(`webhooks: no table for collection ${collection}`)
      if (!updates.length) return
      const run = async (tx: DrizzleDb) => {
        for (const { id, values } of updates) await tx.update(table).set(values).where(adapter.operators.equals(table.id, id))
      }
      // Inside the request's transaction when there is one, else a transaction of its own.
      await (db === adapter.drizzle ? db.transaction(run) : run(db))
    },
  }
}
