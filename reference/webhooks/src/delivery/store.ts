import type { PayloadRequest } from 'payload'
import { detectRowStore, type Row } from './adapter'
import { insertRows } from './insert'
import { selectRows } from './read'
import { updateEach } from './update'

/*
 * Multi-row statements through Payload's drizzle adapters (db-sqlite, db-postgres), reached through
 * the door in adapter.ts. Payload's adapter API creates or updates one row per call (and reads it
 * back); a write with three subscriptions would make six commits where one statement per table does,
 * and a batch's outcomes one statement per delivery.
 */

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
  select(
    collection: string,
    ids: Array<string | number>,
    columns: string[],
    jsonText?: string[],
  ): Promise<Row[]>
  /**
   * Sets columns of each row (by id) to its own values (text, numbers, null), and those of `shared` to
   * the same values in every row, without reading them back: one statement, on the adapter's own
   * connection.
   */
  updateEach(
    collection: string,
    updates: Array<{ id: string | number; values: Row }>,
    shared?: Row,
  ): Promise<void>
}

/** Rows (or ids) per statement: well under SQLite's bound-parameter limit at ~10 columns a row. */
export const ROWS_PER_STATEMENT = 500

export const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )

/**
 * The store for one request, or undefined where the adapter is not a drizzle one: inserts join the
 * request's transaction when it has one (so a rolled-back write leaves no deliveries and no jobs
 * behind), on its connection, else run on the adapter's connection; select and updateEach always run
 * there.
 */
export const rowStore = async (req: PayloadRequest): Promise<RowStore | undefined> => {
  const door = detectRowStore(req.payload)
  if (!door) return undefined
  const connection = await door.connection(req)
  if (!door.table('payload-jobs')) return undefined
  return {
    overlapsWork: door.dialect === 'postgres',
    insert: (collection, rows, returning) =>
      insertRows(door, connection, collection, rows, returning),
    select: (collection, ids, columns, jsonText) =>
      selectRows(door, collection, ids, columns, jsonText),
    updateEach: (collection, updates, shared) => updateEach(door, collection, updates, shared),
  }
}
