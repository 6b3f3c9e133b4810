import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import toSnakeCase from 'to-snake-case'
import type { ClaimDocument, JobStore, Row, StatusCountArgs, StatusCounts } from './types'
import { logRow } from './logRow'
import { putDownData, type ProcessingShape } from './processing'
import { statusConditions } from './statusIndexes'

/*
 * The part of Payload's drizzle adapters (db-postgres, db-sqlite) this store uses, described by shape:
 * the package depends on neither adapter. Conditions are built with the adapter's own operator map
 * (drizzle's eq, and, inArray, …), so SQL is written here only to run a built statement on the
 * adapter's driver (the claim, deleting a batch's completed jobs). Statements run on the adapter's own
 * connection, never in a request's transaction: a claim must be seen by other runners at once and
 * must not roll back with the caller's work.
 */
type Condition = object
type Column = object

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
interface Returning extends PromiseLike<Row[]> {
  /** Absent where the adapter's drizzle is wrapped (instrumentation): the statement is then awaited. */
  toSQL?(): { sql: string; params: unknown[] }
}

interface Update {
  set(values: Partial<Record<keyof JobsTable, unknown>>): {
    where(condition: Condition | undefined): PromiseLike<unknown> & { returning(fields: Record<string, Column>): Returning }
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

interface DrizzleAdapter {
  name: string
  drizzle: Drizzle
  /** Payload's raw-SQL entry point on a drizzle instance (a transaction's, here). */
  execute(args: { drizzle: Drizzle; raw: string }): PromiseLike<unknown>
  operators: {
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
  tableNameMap: Map<string, string>
  tables: Record<string, JobsTable | undefined>
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
type JobsTable = Partial<Record<'workflowSlug' | 'processing' | 'leasedBy' | 'leaseExpiresAt' | 'processingUntil' | 'processingToken', Column>> &
  Record<'id' | 'queue' | 'taskSlug' | 'createdAt' | 'updatedAt' | 'completedAt' | 'input' | 'totalTried' | 'error' | 'hasError' | 'waitUntil' | 'recoveredCount' | 'recoveredAt', Column>

/** A drizzle column: its name in the database, its SQL type, and how it converts what the driver gives. */
type MappedColumn = { name: string; getSQLType?(): string; mapFromDriverValue?(value: unknown): unknown }

/** A value the driver returned, as drizzle would hand it over. */
const fromDriver = (column: MappedColumn, value: unknown) =>
  value === null || value === undefined ? null : column.mapFromDriverValue ? column.mapFromDriverValue(value) : value

/** Payload's drizzle adapters store dates as ISO strings (SQLite text, Postgres timestamp in string mode). */
const iso = (date: Date) => date.toISOString()


const REQUIRED_OPERATORS = ['and', 'or', 'equals', 'not_equals', 'exists', 'isNull', 'less_than', 'less_than_equal', 'in', 'not_in'] as const
const REQUIRED_COLUMNS = {
  common: ['id', 'queue', 'taskSlug', 'createdAt', 'updatedAt', 'completedAt', 'input', 'totalTried', 'error', 'hasError', 'waitUntil', 'recoveredCount', 'recoveredAt'],
  flag: ['processing', 'leasedBy', 'leaseExpiresAt'],
  lease: ['processingUntil', 'processingToken'],
} as const satisfies Record<string, ReadonlyArray<keyof JobsTable>>

/** The adapter and its payload-jobs table, when Payload's adapter is a drizzle one with the operators and columns this store uses; else undefined. */
export const drizzleAdapterOf = (payload: Payload, shape: ProcessingShape): { adapter: DrizzleAdapter; jobs: JobsTable } | undefined => {
  const adapter = payload.db as unknown as Partial<DrizzleAdapter>
  // Looked up as the adapter's own operations do (updateJobs, find, count), so a dbName on payload-jobs is honored.
  const jobs = adapter.drizzle && adapter.tableNameMap && adapter.tables?.[adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs']
  const operators = adapter.operators && REQUIRED_OPERATORS.every((operator) => typeof adapter.operators?.[operator] === 'function')
  const columns = jobs && [...REQUIRED_COLUMNS.common, ...REQUIRED_COLUMNS[shape]].every((field) => jobs[field])
  return jobs && operators && columns ? { adapter: adapter as DrizzleAdapter, jobs } : undefined
}

export const createDrizzleJobStore = ({
  adapter,
  countThroughApi,
  jobs,
  leaseMs,
  shape,
}: {
  adapter: DrizzleAdapter
  /** Status counts where the adapter exposes no driver to run the counting statement on. */
  countThroughApi: JobStore['countStatuses']
  jobs: JobsTable
  /** Core's lease duration, for a claim on Payload 4 that takes no lease of its own. */
  leaseMs: number
  shape: ProcessingShape
}): JobStore => {
  const { drizzle: db, name, operators: op, tableNameMap, tables } = adapter
  const column = (field: keyof JobsTable) => {
    const found = jobs[field]
    if (!found) throw new Error(`payload-plugin-suite/jobs: payload-jobs has no column for ${field}`)
    return found
  }
  /** Put down, or taken by no one: as Payload's runJobs judges a job it may claim. */
  const notInHand = (now: Date) =>
    shape === 'lease'
      ? op.or(op.isNull(column('processingUntil')), op.less_than_equal(column('processingUntil'), iso(now)))
      : op.equals(column('processing'), false)
  /** What a claim writes: the flag and this plugin's lease, or core's lease and token. */
  const taken = (now: Date, lease?: { owner: string; expiresAt: Date }) =>
    shape === 'lease'
      ? { processingToken: lease?.owner ?? randomUUID(), processingUntil: iso(lease?.expiresAt ?? new Date(now.getTime() + leaseMs)) }
      : { processing: true, ...(lease ? { leaseExpiresAt: iso(lease.expiresAt), leasedBy: lease.owner } : {}) }
  const putDown = putDownData(shape)
  /*
   * Claims and settles (bookkeeping) commit on Postgres without waiting for their WAL flush
   * (synchronous_commit off, for their own transaction only): a run waits on one before its first job
   * starts and on one after its last ends, a disk flush each. A database crash can lose the last
   * of them, as a runner crash loses a run's outcome: those jobs run again, or stay processing
   * until their lease expires. Queueing a job stays a durable commit, so none is lost.
   */
  /** Statements that land together: on Postgres one transaction, committed as bookkeeping. */
  const bookkeeping = async <T>(run: (tx: Drizzle) => PromiseLike<T>): Promise<T> =>
    name === 'postgres'
      ? db.transaction(async (tx) => {
          await adapter.execute({ drizzle: tx, raw: 'SET LOCAL synchronous_commit TO OFF' })
          return run(tx)
        })
      : run(db)
  /**
   * One Postgres statement, committed as bookkeeping: set_config(…, true) applies to the statement's
   * own transaction, so a claim or a delete is one round trip, not four (BEGIN, SET, it, COMMIT).
   * `read` selects from the statement's RETURNING rows (as "statement").
   */
  const committedAsync = (sql: string, read?: { columns: string; joins: string; orderBy: string }) =>
    read
      ? `WITH "statement" AS (${sql}) SELECT ${read.columns} FROM "statement"${read.joins}, set_config('synchronous_commit', 'off', true) ORDER BY ${read.orderBy}`
      : `WITH "statement" AS (${sql}) SELECT set_config('synchronous_commit', 'off', true)`
  const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`
  /** A table as SQL names it (schema-qualified when the adapter has a schema). */
  const tableRef = (name: string) => `${adapter.schemaName ? `${quote(adapter.schemaName)}.` : ''}${quote(name)}`
  const jobsTableRef = tableRef(tableNameMap.get('payload_jobs') ?? 'payload_jobs')
  /** A collection's table and the columns of `fields` (id first); undefined when the adapter lacks either. */
  const columnsOf = (collection: string, fields: string[]) => {
    const name = tableNameMap.get(toSnakeCase(collection))
    const table = name ? (tables[name] as Record<string, MappedColumn | undefined> | undefined) : undefined
    const all = [...new Set(['id', ...fields])]
    const columns = table && all.map((field) => table[field])
    return name && columns?.every((column) => typeof column?.name === 'string') ? { name, fields: all, columns: columns as MappedColumn[] } : undefined
  }
  /**
   * `alias`'s id equal to a text value, so the primary key serves the join: compared as it is to a text
   * id, cast to an integer one only when it is all digits (a malformed value matches nothing rather
   * than failing the claim). Other id types are not joined.
   */
  const idEquals = (id: MappedColumn, alias: string, value: string) => {
    const type = id.getSQLType?.() ?? ''
    const column = `${alias}.${quote(id.name)}`
    if (/^(text|varchar)/.test(type)) return `${column} = ${value}`
    if (/^(small|big)?(int|integer|serial)$/.test(type)) return `${column} = CASE WHEN ${value} ~ '^[0-9]{1,18}$' THEN (${value})::bigint END`
    return undefined
  }
  /**
   * The LEFT JOINs that read the documents claimed jobs name, one per ClaimDocument (and its related
   * document), each matching only its task's jobs, and how to read them off a joined row into the job's
   * `document` and `related`. Parameters are numbered after the claim's own.
   */
  const documentReads = (documents: ClaimDocument[], jobColumns: Record<string, string>, firstParam: number) => {
    const params: unknown[] = []
    const param = (value: unknown) => `$${firstParam + params.push(value)}`
    const selected: string[] = []
    const joins: string[] = []
    const readers = new Map<string, (row: Row, raw: Row) => void>()
    /** Selects a joined table's columns; reads them back as a document (null when the join found none). */
    const select = (alias: string, { fields, columns }: NonNullable<ReturnType<typeof columnsOf>>) => {
      const names = fields.map((_, field) => `${alias}.${field}`)
      columns.forEach((column, field) => selected.push(`${quote(alias)}.${quote(column.name)} AS ${quote(names[field])}`))
      return (raw: Row): Row | null => {
        if (raw[names[0]] === null || raw[names[0]] === undefined) return null
        const read: Row = {}
        fields.forEach((field, at) => (read[field] = fromDriver(columns[at], raw[names[at]])))
        return read
      }
    }
    documents.forEach((document, index) => {
      const alias = `document${index}`
      const { related } = document
      // The related document's key is read with the document, so one lookup finds both columns.
      const target = columnsOf(document.collection, related ? [...document.fields, related.field] : document.fields)
      const on = target && idEquals(target.columns[0], quote(alias), `"statement".${quote(jobColumns.input)} ->> ${param(document.inputKey)}`)
      if (!target || !on) return
      joins.push(` LEFT JOIN ${tableRef(target.name)} AS ${quote(alias)} ON "statement".${quote(jobColumns.task)}::text = ${param(document.task)} AND ${on}`)
      const readDocument = select(alias, target)
      const relatedAlias = `related${index}`
      const relatedTarget = related && columnsOf(related.collection, related.fields)
      const via = related && target.columns[target.fields.indexOf(related.field)]
      const relatedOn = relatedTarget && via && idEquals(relatedTarget.columns[0], quote(relatedAlias), `${quote(alias)}.${quote(via.name)}`)
      if (relatedTarget && relatedOn) joins.push(` LEFT JOIN ${tableRef(relatedTarget.name)} AS ${quote(relatedAlias)} ON ${relatedOn}`)
      const readRelated = relatedTarget && relatedOn ? select(relatedAlias, relatedTarget) : undefined
      readers.set(document.task, (row, raw) => {
        row.document = readDocument(raw)
        if (readRelated) row.related = readRelated(raw)
      })
    })
    return { selected, joins: joins.join(''), params, readers }
  }
  /**
   * A claim's rows, oldest first, keyed by field as drizzle keys them. On the adapter's driver: drizzle
   * would run a Postgres claim in a transaction of four round trips (see committedAsync), and its
   * result mapping costs more than the UPDATE. Postgres sorts them itself and leaves createdAt out, so
   * no timestamp is parsed in JavaScript.
   */
  const claimedRows = async (statement: Returning, fields: Record<string, Column>, documents: ClaimDocument[]): Promise<Row[]> => {
    // Each field's column name, looked up once per claim rather than once per row.
    const columns = Object.fromEntries(Object.entries(fields).map(([field, column]) => [field, (column as { name: string }).name]))
    const named = Object.entries(columns)
    const byField = (raw: Row) => {
      const row: Row = {}
      for (const [field, column] of named) row[field] = raw[column]
      return row
    }
    const built = typeof statement.toSQL === 'function' ? statement.toSQL() : undefined
    if (built && typeof adapter.pool?.query === 'function') {
      const column = (field: string) => `"statement".${quote(columns[field])}`
      const reads = documentReads(documents, columns, built.params.length)
      const read = {
        columns: [
          ...Object.keys(columns)
            .filter((field) => field !== 'createdAt')
            .map(column),
          ...reads.selected,
        ].join(', '),
        joins: reads.joins,
        orderBy: `${column('createdAt')}, ${column('id')}`,
      }
      const { rows } = await adapter.pool.query(committedAsync(built.sql, read), [...built.params, ...reads.params])
      return rows.map((raw) => {
        const row = byField(raw)
        reads.readers.get(row.task as string)?.(row, raw)
        return row
      })
    }
    const rows =
      built && typeof adapter.client?.execute === 'function'
        ? (await adapter.client.execute({ sql: built.sql, args: built.params })).rows.map(byField)
        : await statement
    // As instants: a timestamp may be printed without its fraction, and "…:01Z" compares as text after
    // "…:01.001Z". Parsed once per row, not once per comparison.
    return rows
      .map((row) => ({ row, at: Date.parse(String(row.createdAt)) }))
      .sort((a, b) => a.at - b.at || Number(a.row.id) - Number(b.row.id))
      .map(({ row }) => row)
  }
  /**
   * Deletes jobs by id on the adapter's driver, the ids as one parameter: drizzle's inArray binds one
   * parameter per id, and its builder costs more than the delete itself (100 ids on Postgres: 0.84 ms
   * against 0.26). On Postgres committed as bookkeeping is.
   */
  const deleteJobs = async (ids: Array<number | string>) => {
    if (!ids.length) return
    if (typeof adapter.pool?.query === 'function') {
      await adapter.pool.query(committedAsync(`DELETE FROM ${jobsTableRef} WHERE "id" = ANY($1)`), [ids])
    } else if (typeof adapter.client?.execute === 'function') {
      await adapter.client.execute({ sql: `DELETE FROM ${jobsTableRef} WHERE "id" IN (SELECT value FROM json_each(?))`, args: [JSON.stringify(ids)] })
    } else await db.delete(jobs).where(op.in(jobs.id, ids))
  }
  const logTable = () => {
    const table = tables[tableNameMap.get('payload_jobs_log') ?? 'payload_jobs_log']
    if (!table) throw new Error('payload-plugin-suite/jobs: the adapter has no payload_jobs_log table')
    return table
  }
  /** Payload's runJobs filter for a runnable job. */
  const due = (now: Date) =>
    op.and(
      op.isNull(jobs.completedAt),
      op.or(op.isNull(jobs.hasError), op.not_equals(jobs.hasError, true)),
      notInHand(now),
      op.or(op.isNull(jobs.waitUntil), op.less_than(jobs.waitUntil, iso(now))),
    )
  /**
   * The health report's counts in one statement that reads no succeeded job completed before the
   * window, in arms whose conditions are those of the partial indexes statusIndexes.ts adds (each
   * arm then counts from its index: errored and recovered jobs lie spread over the whole history).
   * Open jobs are given their status by one CASE, in the order that makes the statuses exclusive;
   * errored ones are cancelled or failed; recovered ones are counted whatever their status now;
   * succeeded jobs in the window through Payload's completedAt index. Run on the driver: the
   * operator map builds conditions, not aggregates.
   */
  const countStatuses = async (args: StatusCountArgs): Promise<Record<string, StatusCounts>> => {
    const { pool, client } = adapter
    if (!pool && !client) return countThroughApi(args)
    const { now, queues, succeededSince } = args
    const params: unknown[] = []
    // Numbered parameters, so a value used twice is bound once ($n on Postgres, ?n on SQLite).
    const param = (value: unknown) => `${pool ? '$' : '?'}${params.push(value)}`
    const columnName = (field: keyof JobsTable) => quote((column(field) as MappedColumn).name)
    const [queue, completedAt, hasError, totalTried, waitUntil, createdAt] = (['queue', 'completedAt', 'hasError', 'totalTried', 'waitUntil', 'createdAt'] as const).map(columnName)
    const at = param(iso(now))
    const since = param(iso(succeededSince))
    // Payload gives a job the queue 'default' unless it names one; a job written without any counts there too.
    const inQueues = `(${queue} IN (${queues.map(param).join(', ')})${queues.includes('default') ? ` OR ${queue} IS NULL` : ''})`
    const sets = statusConditions(pool ? 'postgres' : 'sqlite', columnName)
    const inHand = shape === 'lease' ? `${columnName('processingUntil')} > ${at}` : `${columnName('processing')} = true`
    // A condition that is NULL (an unset column) counts as false, as in the Local API's conditions.
    const openStatus = `CASE WHEN ${inHand} THEN 'processing'
      WHEN ${totalTried} > 0 THEN 'retrying'
      WHEN ${totalTried} IS NULL OR ${totalTried} = 0 THEN (CASE WHEN ${waitUntil} > ${at} THEN 'scheduled' ELSE 'queued' END) END`
    const perQueue = `COALESCE(${queue}, 'default')`
    const sql = `SELECT ${perQueue} AS "queue", ${openStatus} AS "status", COUNT(*) AS "jobs", 0 AS "recovered", MIN(${createdAt}) AS "oldest"
      FROM ${jobsTableRef} WHERE ${inQueues} AND ${sets.open} GROUP BY 1, 2
      UNION ALL SELECT ${perQueue}, 'cancelled', COUNT(*), 0, NULL FROM ${jobsTableRef} WHERE ${inQueues} AND ${sets.cancelled} GROUP BY 1
      UNION ALL SELECT ${perQueue}, 'failed', COUNT(*), 0, NULL FROM ${jobsTableRef} WHERE ${inQueues} AND ${sets.failed} GROUP BY 1
      UNION ALL SELECT ${perQueue}, NULL, 0, COUNT(*), NULL FROM ${jobsTableRef} WHERE ${inQueues} AND ${sets.recovered} GROUP BY 1
      UNION ALL SELECT ${perQueue}, 'succeeded', COUNT(*), 0, NULL
      FROM ${jobsTableRef} WHERE ${inQueues} AND ${completedAt} >= ${since} AND ${hasError} IS NOT TRUE GROUP BY 1`
    const { rows } = pool ? await pool.query(sql, params) : await client!.execute({ sql, args: params })
    const counts: Record<string, StatusCounts> = {}
    for (const name of queues) {
      counts[name] = { cancelled: 0, failed: 0, oldestQueuedAt: null, processing: 0, queued: 0, recovered: 0, retrying: 0, scheduled: 0, succeeded: 0 }
    }
    for (const row of rows) {
      const entry = counts[row.queue as string]
      entry.recovered += Number(row.recovered)
      const rowStatus = row.status as Exclude<keyof StatusCounts, 'recovered' | 'oldestQueuedAt'> | null
      if (rowStatus) entry[rowStatus] += Number(row.jobs)
      if (rowStatus === 'queued') entry.oldestQueuedAt = new Date(row.oldest as Date | string).toISOString()
    }
    return counts
  }
  const inQueues = (queues: string[] | null, exclude: string[]) =>
    op.and(
      queues ? op.in(jobs.queue, queues) : undefined,
      exclude.length ? op.or(op.isNull(jobs.queue), op.not_in(jobs.queue, exclude)) : undefined,
    )

  return {
    countStatuses,
    overlapsWork: name === 'postgres',
    async claim({ documents = [], exclude, lease, limit, now, queues }) {
      if (queues && !queues.length) return []
      const candidates = db.select({ id: jobs.id }).from(jobs).where(op.and(due(now), inQueues(queues, exclude))).orderBy(jobs.createdAt, jobs.id).limit(limit)
      // Payload adds the workflowSlug column only when the config has workflows.
      const returned = {
        createdAt: jobs.createdAt,
        id: jobs.id,
        input: jobs.input,
        queue: jobs.queue,
        task: jobs.taskSlug,
        totalTried: jobs.totalTried,
        ...(jobs.workflowSlug && { workflow: jobs.workflowSlug }),
      }
      const statement = db
        .update(jobs)
        .set({ ...taken(now, lease), updatedAt: iso(now) })
        // Postgres lets concurrent claimers skip each other's rows; re-checking that the outer row is
        // not in hand is what makes a lost race claim nothing.
        .where(op.and(op.in(jobs.id, name === 'postgres' ? candidates.for('update', { skipLocked: true }) : candidates), notInHand(now)))
        .returning(returned)
      // RETURNING has no order: FIFO is restored so the caller runs jobs in Payload's default order.
      return (await claimedRows(statement, returned, documents)).map((row) => ({
        id: row.id as number | string,
        queue: (row.queue as string | null) ?? 'default',
        task: (row.task as string | null) ?? null,
        workflow: (row.workflow as string | null) ?? null,
        // SQLite drivers may hand the JSON column back as text.
        input: typeof row.input === 'string' ? JSON.parse(row.input) : row.input,
        totalTried: Number(row.totalTried ?? 0),
        ...('document' in row && { document: row.document as Row | null }),
        ...('related' in row && { related: row.related as Row | null }),
      }))
    },
    async heartbeat({ expiresAt, owner }) {
      const rows = await (shape === 'lease'
        ? db
            .update(jobs)
            .set({ processingUntil: iso(expiresAt) })
            .where(op.and(op.equals(column('processingToken'), owner), op.exists(column('processingUntil'))))
        : db
            .update(jobs)
            .set({ leaseExpiresAt: iso(expiresAt) })
            .where(op.and(op.equals(column('leasedBy'), owner), op.equals(column('processing'), true)))
      ).returning({ id: jobs.id })
      return rows.length
    },
    async recoverExpired({ now }) {
      // Jobs whose holder's lease passed before they ended: on Payload 4 any holder's, core's runner too.
      const expired =
        shape === 'lease'
          ? op.and(op.exists(column('processingToken')), op.isNull(jobs.completedAt), op.less_than(column('processingUntil'), iso(now)))
          : op.and(op.equals(column('processing'), true), op.isNull(jobs.completedAt), op.exists(column('leaseExpiresAt')), op.less_than(column('leaseExpiresAt'), iso(now)))
      const rows = await db
        .update(jobs)
        .set({ ...putDown, ...(shape === 'flag' && { leaseExpiresAt: null, leasedBy: null }), recoveredAt: iso(now), updatedAt: iso(now) })
        .where(expired)
        .returning({ id: jobs.id, recoveredCount: jobs.recoveredCount })
      // The conditional UPDATE above gave these rows to this sweep alone, so their counts (which it
      // left untouched) are raised from the returned values: `count + 1` in SQL needs drizzle's sql
      // tag, and drizzle-orm is the adapters' dependency, not this package's.
      const idsByCount = new Map<number, unknown[]>()
      for (const row of rows) {
        const count = Number(row.recoveredCount ?? 0)
        idsByCount.set(count, [...(idsByCount.get(count) ?? []), row.id])
      }
      for (const [count, ids] of idsByCount) await db.update(jobs).set({ recoveredCount: count + 1 }).where(op.in(jobs.id, ids))
      return rows.map((row) => row.id as number | string)
    },
    settle({ deleteCompleted, failed, log, now, succeeded }) {
      // The usual outcome of a batch, every job done and deleted (no log entries then), is one statement.
      if (deleteCompleted && !failed.length) return deleteJobs(succeeded.map((job) => job.id))
      // On Postgres one transaction: the log entries and the jobs' changes land together.
      return bookkeeping(async (tx) => {
        // Log first, as Payload's runTask does before the job row changes.
        if (log.length) {
          await tx.insert(logTable()).values(log.map((entry) => ({ _order: entry.order, _parentID: entry.jobId, ...logRow(entry) })))
        }
        if (succeeded.length && deleteCompleted) await tx.delete(jobs).where(op.in(jobs.id, succeeded.map((job) => job.id)))
        else {
          // Grouped by the value each row gets, so a batch is a handful of statements.
          const byTries = new Map<number, unknown[]>()
          for (const job of succeeded) byTries.set(job.totalTried + 1, [...(byTries.get(job.totalTried + 1) ?? []), job.id])
          for (const [totalTried, ids] of byTries) {
            await tx.update(jobs).set({ ...putDown, completedAt: iso(now), totalTried, updatedAt: iso(now) }).where(op.in(jobs.id, ids))
          }
        }
        const retrying = new Map<string, unknown[]>()
        for (const job of failed) {
          if (job.final) {
            await tx
              .update(jobs)
              .set({ ...putDown, error: job.error, hasError: true, totalTried: job.totalTried + 1, updatedAt: iso(now), waitUntil: job.waitUntil && iso(job.waitUntil) })
              .where(op.equals(jobs.id, job.id))
            continue
          }
          const key = `${job.totalTried + 1}|${job.waitUntil ? iso(job.waitUntil) : ''}`
          retrying.set(key, [...(retrying.get(key) ?? []), job.id])
        }
        for (const [key, ids] of retrying) {
          const [totalTried, waitUntil] = key.split('|')
          await tx
            .update(jobs)
            .set({ ...putDown, totalTried: Number(totalTried), updatedAt: iso(now), waitUntil: waitUntil || null })
            .where(op.in(jobs.id, ids))
        }
      })
    },
    async release(ids) {
      if (ids.length) await db.update(jobs).set(putDown).where(op.in(jobs.id, ids))
    },
    async countDue({ now, queues }) {
      // Payload gives every job a queue ('default' unless named), so a null queue is not looked for.
      const names = queues ?? (await db.selectDistinct({ queue: jobs.queue }).from(jobs).where(due(now))).map((row) => row.queue as string)
      const counts = await Promise.all(names.map(async (queue) => [queue, await db.$count(jobs, op.and(due(now), op.equals(jobs.queue, queue)))]))
      return Object.fromEntries(counts)
    },
  }
}
