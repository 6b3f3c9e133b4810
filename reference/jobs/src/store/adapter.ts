import type { Payload } from 'payload'
import toSnakeCase from 'to-snake-case'
import type { ProcessingShape } from './processing'
import type { Row } from './types'

/*
 * The one door to Payload's drizzle adapters (db-postgres, db-sqlite): everything here knows their
 * private shape, nothing else in the store does. The package depends on neither adapter, so they are
 * described by shape and detected by feature. Conditions are built with the adapter's own operator map
 * (drizzle's eq, and, inArray, …), so SQL is written by the store only to run a built statement on the
 * adapter's driver (the claim, deleting a batch's completed jobs, the status counts). Statements run on
 * the adapter's own connection, never in a request's transaction: a claim must be seen by other
 * runners at once and must not roll back with the caller's work.
 */
type Condition = object
export type Column = object

interface Select extends PromiseLike<Row[]> {
  where(condition: Condition | undefined): Select
  orderBy(...columns: Column[]): Select
  limit(count: number): Select
  /** Postgres only: row locks for the claim subquery. */
  for(strength: 'update', config: { skipLocked: true }): Select
}

interface Insert {
  values(rows: Row[]): PromiseLike<unknown>
}

interface Delete {
  where(condition: Condition | undefined): PromiseLike<unknown>
}

/** A built statement that returns rows: awaited through drizzle, or its SQL run on the driver. */
export interface Returning extends PromiseLike<Row[]> {
  /** Absent where the adapter's drizzle is wrapped (instrumentation): the statement is then awaited. */
  toSQL?(): { sql: string; params: unknown[] }
}

interface Update {
  set(values: Partial<Record<keyof JobsTable, unknown>>): {
    where(
      condition: Condition | undefined,
    ): PromiseLike<unknown> & { returning(fields: Record<string, Column>): Returning }
  }
}

interface Drizzle {
  select(fields: Record<string, Column>): { from(table: JobsTable): Select }
  selectDistinct(fields: Record<string, Column>): { from(table: JobsTable): Select }
  update(table: JobsTable): Update
  insert(table: Record<string, Column>): Insert
  delete(table: JobsTable): Delete
  $count(table: JobsTable, filter: Condition | undefined): PromiseLike<number>
  transaction<T>(run: (tx: Drizzle) => PromiseLike<T>): Promise<T>
}

interface Operators {
  and(...conditions: Array<Condition | undefined>): Condition
  or(...conditions: Array<Condition | undefined>): Condition
  equals(column: Column, value: unknown): Condition
  not_equals(column: Column, value: unknown): Condition
  exists(column: Column): Condition
  isNull(column: Column): Condition
  less_than(column: Column, value: unknown): Condition
  less_than_equal(column: Column, value: unknown): Condition
  in(column: Column, values: unknown[] | Select): Condition
  not_in(column: Column, values: unknown[]): Condition
}

interface DrizzleAdapter {
  name: string
  drizzle: Drizzle
  /** Payload's raw-SQL entry point on a drizzle instance (a transaction's, here). */
  execute(args: { drizzle: Drizzle; raw: string }): PromiseLike<unknown>
  operators: Operators
  tableNameMap: Map<string, string>
  tables: Record<string, Record<string, Column> | undefined>
  /** db-postgres: its node-postgres pool, and the schema its tables live in when not the default. */
  pool?: { query(text: string, values: unknown[]): Promise<{ rows: Row[] }> }
  schemaName?: string
  /** db-sqlite: its libsql client. */
  client?: { execute(statement: { sql: string; args: unknown[] }): Promise<{ rows: Row[] }> }
}

/**
 * The payload-jobs table of the adapter's schema; its keys are Payload's field names. A job in hand is
 * marked by `processing` and this plugin's lease (Payload 3) or by core's lease (Payload 4).
 */
export type JobsTable = Partial<
  Record<
    | 'workflowSlug'
    | 'processing'
    | 'leasedBy'
    | 'leaseExpiresAt'
    | 'processingUntil'
    | 'processingToken',
    Column
  >
> &
  Record<
    | 'id'
    | 'queue'
    | 'taskSlug'
    | 'createdAt'
    | 'updatedAt'
    | 'completedAt'
    | 'input'
    | 'totalTried'
    | 'error'
    | 'hasError'
    | 'waitUntil'
    | 'recoveredCount'
    | 'recoveredAt',
    Column
  >

/** A drizzle column: its name in the database, its SQL type, and how it converts what the driver gives. */
type MappedColumn = {
  name: string
  getSQLType?(): string
  mapFromDriverValue?(value: unknown): unknown
}

/** Payload's drizzle adapters store dates as ISO strings (SQLite text, Postgres timestamp in string mode). */
export const iso = (date: Date) => date.toISOString()

/** An identifier as SQL names it, whatever characters it holds. */
export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

/**
 * The adapter's own driver, for statements drizzle's builders cannot write or write slowly:
 * node-postgres (`$n` parameters, arrays) or libsql (`?` parameters, JSON for lists).
 */
export interface Driver {
  dialect: 'postgres' | 'sqlite'
  run(sql: string, params: unknown[]): Promise<Row[]>
}

/** A collection's table as a claim reads it: its columns for `fields` (id first). */
export interface DocumentTable {
  /** The table as SQL names it. */
  ref: string
  fields: string[]
  /** Each field's column name, unquoted. */
  columns: string[]
  /** How the id compares with a text value: as text, cast to an integer, or not at all (other types). */
  idType: 'text' | 'integer' | undefined
  /** The value of `fields[at]` the driver gave, as drizzle would hand it over. */
  fromDriver(at: number, value: unknown): unknown
}

/** payload-jobs on a drizzle adapter: what every statement of the SQL store goes through. */
export interface JobsDoor {
  /** How payload-jobs marks a job in hand (processing.ts). */
  shape: ProcessingShape
  /** As the adapter names itself: Postgres gets row locks and transactions committed as bookkeeping. */
  dialect: 'postgres' | 'sqlite'
  /** The adapter's drizzle instance, its operator map and its payload-jobs table, for built statements. */
  db: Drizzle
  op: Operators
  jobs: JobsTable
  /** A payload-jobs column; throws when the table has none for `field`. */
  column(field: keyof JobsTable): Column
  /** That column's name in the database, unquoted. */
  columnName(field: keyof JobsTable): string
  /** payload-jobs as SQL names it (schema-qualified when the adapter has a schema). */
  jobsRef: string
  /** The payload_jobs_log table (a job's `log` array); throws when the adapter has none. */
  logTable(): Record<string, Column>
  /** A collection's table and the columns of `fields`; undefined when the adapter lacks either. */
  documentTable(collection: string, fields: string[]): DocumentTable | undefined
  /** The driver statements run on; undefined where the adapter exposes none (they go through drizzle then). */
  driver: Driver | undefined
  /** Statements that land together: on Postgres one transaction, committed as bookkeeping. */
  bookkeeping<T>(run: (tx: Drizzle) => PromiseLike<T>): Promise<T>
}

/*
 * Claims and settles (bookkeeping) commit on Postgres without waiting for their WAL flush
 * (synchronous_commit off, for their own transaction only): a run waits on one before its first job
 * starts and on one after its last ends, a disk flush each. A database crash can lose the last
 * of them, as a runner crash loses a run's outcome: those jobs run again, or stay processing
 * until their lease expires. Queueing a job stays a durable commit, so none is lost.
 */

/**
 * One Postgres statement, committed as bookkeeping: set_config(…, true) applies to the statement's
 * own transaction, so a claim or a delete is one round trip, not four (BEGIN, SET, it, COMMIT).
 * `read` selects from the statement's RETURNING rows (as "statement").
 */
export const committedAsync = (
  sql: string,
  read?: { columns: string; joins: string; orderBy: string },
) =>
  read
    ? `WITH "statement" AS (${sql}) SELECT ${read.columns} FROM "statement"${read.joins}, set_config('synchronous_commit', 'off', true) ORDER BY ${read.orderBy}`
    : `WITH "statement" AS (${sql}) SELECT set_config('synchronous_commit', 'off', true)`

const REQUIRED_OPERATORS = [
  'and',
  'or',
  'equals',
  'not_equals',
  'exists',
  'isNull',
  'less_than',
  'less_than_equal',
  'in',
  'not_in',
] as const
const REQUIRED_COLUMNS = {
  common: [
    'id',
    'queue',
    'taskSlug',
    'createdAt',
    'updatedAt',
    'completedAt',
    'input',
    'totalTried',
    'error',
    'hasError',
    'waitUntil',
    'recoveredCount',
    'recoveredAt',
  ],
  flag: ['processing', 'leasedBy', 'leaseExpiresAt'],
  lease: ['processingUntil', 'processingToken'],
} as const satisfies Record<string, ReadonlyArray<keyof JobsTable>>

const driverOf = ({ pool, client }: DrizzleAdapter): Driver | undefined => {
  if (typeof pool?.query === 'function')
    return { dialect: 'postgres', run: async (sql, params) => (await pool.query(sql, params)).rows }
  if (typeof client?.execute === 'function')
    return {
      dialect: 'sqlite',
      run: async (sql, args) => (await client.execute({ sql, args })).rows,
    }
  return undefined
}

/**
 * The door to payload-jobs when Payload's adapter is a drizzle one with the operators and columns the
 * SQL store uses (db-postgres, db-sqlite); else undefined, and the store goes through Payload's API.
 */
export const drizzleAdapterOf = (
  payload: Payload,
  shape: ProcessingShape,
): JobsDoor | undefined => {
  const adapter = payload.db as unknown as Partial<DrizzleAdapter>
  const { drizzle: db, operators: op, tableNameMap, tables } = adapter
  // Looked up as the adapter's own operations do (updateJobs, find, count), so a dbName on payload-jobs is honored.
  const tableName = (key: string) => tableNameMap?.get(key) ?? key
  const jobs = (db && tableNameMap && tables?.[tableName('payload_jobs')]) as JobsTable | undefined
  const operators = op && REQUIRED_OPERATORS.every((operator) => typeof op[operator] === 'function')
  const columns =
    jobs && [...REQUIRED_COLUMNS.common, ...REQUIRED_COLUMNS[shape]].every((field) => jobs[field])
  if (!jobs || !operators || !columns) return undefined
  const drizzle = adapter as DrizzleAdapter
  const tableRef = (name: string) =>
    `${drizzle.schemaName ? `${quote(drizzle.schemaName)}.` : ''}${quote(name)}`
  const column = (field: keyof JobsTable) => {
    const found = jobs[field]
    if (!found)
      throw new Error(`payload-plugin-suite/jobs: payload-jobs has no column for ${field}`)
    return found
  }
  const dialect = drizzle.name === 'postgres' ? 'postgres' : 'sqlite'
  return {
    shape,
    dialect,
    db: drizzle.drizzle,
    op: drizzle.operators,
    jobs,
    column,
    columnName: (field) => (column(field) as MappedColumn).name,
    jobsRef: tableRef(tableName('payload_jobs')),
    logTable() {
      const table = drizzle.tables[tableName('payload_jobs_log')]
      if (!table)
        throw new Error('payload-plugin-suite/jobs: the adapter has no payload_jobs_log table')
      return table
    },
    documentTable(collection, fields) {
      const name = tableName(toSnakeCase(collection))
      const table = drizzle.tables[name] as Record<string, MappedColumn | undefined> | undefined
      const all = [...new Set(['id', ...fields])]
      const found = table && all.map((field) => table[field])
      if (!found?.every((mapped) => typeof mapped?.name === 'string')) return undefined
      const mapped = found as MappedColumn[]
      const type = mapped[0].getSQLType?.() ?? ''
      return {
        ref: tableRef(name),
        fields: all,
        columns: mapped.map(({ name }) => name),
        idType: /^(text|varchar)/.test(type)
          ? 'text'
          : /^(small|big)?(int|integer|serial)$/.test(type)
            ? 'integer'
            : undefined,
        fromDriver: (at, value) =>
          value === null || value === undefined
            ? null
            : mapped[at].mapFromDriverValue
              ? mapped[at].mapFromDriverValue(value)
              : value,
      }
    },
    driver: driverOf(drizzle),
    bookkeeping: async (run) =>
      dialect === 'postgres'
        ? drizzle.drizzle.transaction(async (tx) => {
            await drizzle.execute({ drizzle: tx, raw: 'SET LOCAL synchronous_commit TO OFF' })
            return run(tx)
          })
        : run(drizzle.drizzle),
  }
}
