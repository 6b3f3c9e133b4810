import type { Payload } from 'payload'
import { invalidOption } from '../errors'

/**
 * Atomic job-row operations Payload's adapters do not offer. Payload's own claim (updateJobs) reads
 * due jobs and then updates them one by one, so two runners can claim the same job. The claim here is
 * a single conditional UPDATE: the row changes only if it still matches, whoever else is racing for
 * it (Postgres re-checks the WHERE after a row lock; SQLite serializes writers).
 */
export interface JobStore {
  /** Marks up to `limit` due jobs as processing (and leased, when `lease` is given); returns them oldest first. */
  claim(args: { queues: string[] | null; exclude: string[]; limit: number; now: Date; lease?: { owner: string; expiresAt: Date } }): Promise<ClaimedJob[]>
  /** Extends the lease of every job `owner` still holds; returns how many it holds. */
  heartbeat(args: { owner: string; expiresAt: Date }): Promise<number>
  /** Makes jobs whose lease expired runnable again and marks them recovered; returns their ids. */
  recoverExpired(args: { now: Date }): Promise<Array<number | string>>
  /** Due jobs per queue among `queues` (for the "skipped as paused" answer). */
  countDue(args: { queues: string[] | null; now: Date }): Promise<Record<string, number>>
}

export interface ClaimedJob {
  id: number | string
  queue: string
  task: string | null
  workflow: string | null
}

/*
 * The part of Payload's drizzle adapters (db-postgres, db-sqlite) this store uses, described by shape:
 * the package depends on neither adapter. Conditions are built with the adapter's own operator map
 * (drizzle's eq, and, inArray, …), so no SQL is written here. Statements run on the adapter's own
 * connection, never in a request's transaction: a claim must be seen by other runners at once and
 * must not roll back with the caller's work.
 */
type Condition = object
type Column = object
type Row = Record<string, unknown>

interface Select extends PromiseLike<Row[]> {
  where(condition: Condition | undefined): Select
  orderBy(...columns: Column[]): Select
  limit(count: number): Select
  /** Postgres only: row locks for the claim subquery. */
  for(strength: 'update', config: { skipLocked: true }): Select
}

interface Update {
  set(values: Partial<Record<keyof JobsTable, unknown>>): { where(condition: Condition | undefined): PromiseLike<unknown> & { returning(fields: Record<string, Column>): PromiseLike<Row[]> } }
}

interface DrizzleAdapter {
  name: string
  drizzle: {
    select(fields: Record<string, Column>): { from(table: JobsTable): Select }
    selectDistinct(fields: Record<string, Column>): { from(table: JobsTable): Select }
    update(table: JobsTable): Update
    $count(table: JobsTable, filter: Condition | undefined): PromiseLike<number>
  }
  operators: {
    and(...conditions: Array<Condition | undefined>): Condition
    or(...conditions: Array<Condition | undefined>): Condition
    equals(column: Column, value: unknown): Condition
    not_equals(column: Column, value: unknown): Condition
    exists(column: Column): Condition
    isNull(column: Column): Condition
    less_than(column: Column, value: unknown): Condition
    in(column: Column, values: unknown[] | Select): Condition
    not_in(column: Column, values: unknown[]): Condition
  }
  tableNameMap: Map<string, string>
  tables: Record<string, JobsTable | undefined>
}

/** The payload-jobs table of the adapter's schema; its keys are Payload's field names. */
type JobsTable = { workflowSlug?: Column } & Record<
  | 'id'
  | 'queue'
  | 'taskSlug'
  | 'createdAt'
  | 'updatedAt'
  | 'completedAt'
  | 'hasError'
  | 'processing'
  | 'waitUntil'
  | 'leasedBy'
  | 'leaseExpiresAt'
  | 'recoveredCount'
  | 'recoveredAt',
  Column
>

/** Payload's drizzle adapters store dates as ISO strings (SQLite text, Postgres timestamp in string mode). */
const iso = (date: Date) => date.toISOString()

const stores = new WeakMap<Payload, JobStore>()

export const getJobStore = (payload: Payload): JobStore => {
  let store = stores.get(payload)
  if (!store) stores.set(payload, (store = createJobStore(drizzleAdapterOf(payload))))
  return store
}

const drizzleAdapterOf = (payload: Payload): { adapter: DrizzleAdapter; jobs: JobsTable } => {
  const adapter = payload.db as unknown as Partial<DrizzleAdapter>
  // Looked up as the adapter's own operations do (updateJobs, find, count), so a dbName on payload-jobs is honored.
  const jobs = adapter.drizzle && adapter.tableNameMap && adapter.tables?.[adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs']
  if (!jobs) {
    throw invalidOption('db', `must be a drizzle SQL adapter (Postgres or SQLite) for the worker, queue-run and queue-sweep; got "${payload.db.name}"`)
  }
  return { adapter: adapter as DrizzleAdapter, jobs }
}

const createJobStore = ({ adapter: { drizzle: db, name, operators: op }, jobs }: { adapter: DrizzleAdapter; jobs: JobsTable }): JobStore => {
  /** Payload's runJobs filter for a runnable job. */
  const due = (now: Date) =>
    op.and(
      op.isNull(jobs.completedAt),
      op.or(op.isNull(jobs.hasError), op.not_equals(jobs.hasError, true)),
      op.equals(jobs.processing, false),
      op.or(op.isNull(jobs.waitUntil), op.less_than(jobs.waitUntil, iso(now))),
    )
  const inQueues = (queues: string[] | null, exclude: string[]) =>
    op.and(
      queues ? op.in(jobs.queue, queues) : undefined,
      exclude.length ? op.or(op.isNull(jobs.queue), op.not_in(jobs.queue, exclude)) : undefined,
    )

  return {
    async claim({ exclude, lease, limit, now, queues }) {
      if (queues && !queues.length) return []
      const candidates = db.select({ id: jobs.id }).from(jobs).where(op.and(due(now), inQueues(queues, exclude))).orderBy(jobs.createdAt, jobs.id).limit(limit)
      const rows = await db
        .update(jobs)
        .set({
          processing: true,
          updatedAt: iso(now),
          ...(lease ? { leaseExpiresAt: iso(lease.expiresAt), leasedBy: lease.owner } : {}),
        })
        // Postgres lets concurrent claimers skip each other's rows; re-checking `processing` on the
        // outer row is what makes a lost race claim nothing.
        .where(op.and(op.in(jobs.id, name === 'postgres' ? candidates.for('update', { skipLocked: true }) : candidates), op.equals(jobs.processing, false)))
        // Payload adds the workflowSlug column only when the config has workflows.
        .returning({ createdAt: jobs.createdAt, id: jobs.id, queue: jobs.queue, task: jobs.taskSlug, ...(jobs.workflowSlug && { workflow: jobs.workflowSlug }) })
      // RETURNING has no order: restore FIFO so the caller runs jobs in Payload's default order.
      return rows
        .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)) || Number(a.id) - Number(b.id))
        .map((row) => ({
          id: row.id as number | string,
          queue: (row.queue as string | null) ?? 'default',
          task: (row.task as string | null) ?? null,
          workflow: (row.workflow as string | null) ?? null,
        }))
    },
    async heartbeat({ expiresAt, owner }) {
      const rows = await db
        .update(jobs)
        .set({ leaseExpiresAt: iso(expiresAt) })
        .where(op.and(op.equals(jobs.leasedBy, owner), op.equals(jobs.processing, true)))
        .returning({ id: jobs.id })
      return rows.length
    },
    async recoverExpired({ now }) {
      const rows = await db
        .update(jobs)
        .set({ leaseExpiresAt: null, leasedBy: null, processing: false, recoveredAt: iso(now), updatedAt: iso(now) })
        .where(op.and(op.equals(jobs.processing, true), op.isNull(jobs.completedAt), op.exists(jobs.leaseExpiresAt), op.less_than(jobs.leaseExpiresAt, iso(now))))
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
    async countDue({ now, queues }) {
      // Payload gives every job a queue ('default' unless named), so a null queue is not looked for.
      const names = queues ?? (await db.selectDistinct({ queue: jobs.queue }).from(jobs).where(due(now))).map((row) => row.queue as string)
      const counts = await Promise.all(names.map(async (queue) => [queue, await db.$count(jobs, op.and(due(now), op.equals(jobs.queue, queue)))]))
      return Object.fromEntries(counts)
    },
  }
}
