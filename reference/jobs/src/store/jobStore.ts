import type { Payload } from 'payload'

/**
 * Atomic job-row operations Payload's adapters do not offer. Payload's own claim (updateJobs) reads
 * due jobs and then updates them one by one, so two runners can claim the same job. Each statement
 * here is a single conditional UPDATE: the row changes only if it still matches, whoever else is
 * racing for it (Postgres re-checks the WHERE after a row lock; SQLite serializes writers).
 */
export interface JobStore {
  /** Marks up to `limit` due jobs as processing (and leased, when `lease` is given); returns their ids. */
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

interface Dialect {
  /** Runs a statement with positional parameters written as `?`; returns rows. */
  query(text: string, params: unknown[]): Promise<Array<Record<string, unknown>>>
  table: string
  bool(value: boolean): unknown
  date(value: Date): unknown
  /** Row-lock clause for the claim subquery (Postgres lets concurrent claimers skip each other's rows). */
  skipLocked: string
}

interface PostgresAdapterInternals {
  pool?: { query(text: string, params: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> }
  schemaName?: string
  tableNameMap: Map<string, string>
}
interface SqliteAdapterInternals {
  client?: { execute(statement: { sql: string; args: unknown[] }): Promise<{ rows: Array<Record<string, unknown>> }> }
  tableNameMap: Map<string, string>
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

const dialectOf = (payload: Payload): Dialect => {
  const db = payload.db as unknown as { name?: string; packageName?: string }
  if (db.name === 'postgres' || db.packageName === '@payloadcms/db-postgres' || db.packageName === '@payloadcms/db-vercel-postgres') {
    const adapter = payload.db as unknown as PostgresAdapterInternals
    const name = adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs'
    return {
      query: async (text, params) => {
        let index = 0
        const result = await adapter.pool!.query(text.replace(/\?/g, () => `$${++index}`), params)
        return result.rows
      },
      table: adapter.schemaName ? `${quote(adapter.schemaName)}.${quote(name)}` : quote(name),
      bool: (value) => value,
      date: (value) => value.toISOString(),
      skipLocked: 'FOR UPDATE SKIP LOCKED',
    }
  }
  if (db.name === 'sqlite' || db.packageName === '@payloadcms/db-sqlite' || db.packageName === '@payloadcms/db-d1-sqlite') {
    const adapter = payload.db as unknown as SqliteAdapterInternals
    const name = adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs'
    return {
      query: async (text, params) => (await adapter.client!.execute({ sql: text, args: params })).rows,
      table: quote(name),
      bool: (value) => (value ? 1 : 0),
      // Payload's SQLite adapter stores dates as ISO strings, which compare correctly as text.
      date: (value) => value.toISOString(),
      skipLocked: '',
    }
  }
  throw new Error(
    `payload-plugin-suite/jobs: the worker, queue-run and queue-sweep need a SQL database adapter (Postgres or SQLite); got "${db.name ?? db.packageName}".`,
  )
}

const stores = new WeakMap<Payload, JobStore>()

export const getJobStore = (payload: Payload): JobStore => {
  let store = stores.get(payload)
  if (!store) stores.set(payload, (store = createJobStore(dialectOf(payload))))
  return store
}

const createJobStore = ({ bool, date, query, skipLocked, table }: Dialect): JobStore => {
  /** Payload's runJobs filter for a runnable job, as SQL. */
  const due = (now: Date, params: unknown[]) => {
    params.push(bool(true), bool(false), date(now))
    return `completed_at IS NULL AND (has_error IS NULL OR has_error <> ?) AND processing = ? AND (wait_until IS NULL OR wait_until < ?)`
  }
  const queueFilter = (queues: string[] | null, exclude: string[], params: unknown[]) => {
    let clause = ''
    if (queues) {
      if (!queues.length) return ' AND 1 = 0'
      clause += ` AND queue IN (${queues.map(() => '?').join(', ')})`
      params.push(...queues)
    }
    if (exclude.length) {
      clause += ` AND (queue IS NULL OR queue NOT IN (${exclude.map(() => '?').join(', ')}))`
      params.push(...exclude)
    }
    return clause
  }

  return {
    async claim({ exclude, lease, limit, now, queues }) {
      const params: unknown[] = [bool(true)]
      let set = 'processing = ?, updated_at = ?'
      params.push(date(now))
      if (lease) {
        set += ', leased_by = ?, lease_expires_at = ?'
        params.push(lease.owner, date(lease.expiresAt))
      }
      const where: unknown[] = []
      const inner = `SELECT id FROM ${table} WHERE ${due(now, where)}${queueFilter(queues, exclude, where)} ORDER BY created_at ASC, id ASC LIMIT ? ${skipLocked}`
      where.push(limit)
      // Re-checking `processing` on the outer row is what makes a lost race claim nothing.
      const rows = await query(
        `UPDATE ${table} SET ${set} WHERE id IN (${inner}) AND processing = ? RETURNING *`,
        [...params, ...where, bool(false)],
      )
      // RETURNING has no order: restore FIFO so the caller runs jobs in Payload's default order.
      return rows
        .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)) || Number(a.id) - Number(b.id))
        .map((row) => ({
          id: row.id as number | string,
          queue: (row.queue as string | null) ?? 'default',
          task: (row.task_slug as string | null) ?? null,
          workflow: (row.workflow_slug as string | null) ?? null,
        }))
    },
    async heartbeat({ expiresAt, owner }) {
      const rows = await query(`UPDATE ${table} SET lease_expires_at = ? WHERE leased_by = ? AND processing = ? RETURNING id`, [
        date(expiresAt),
        owner,
        bool(true),
      ])
      return rows.length
    },
    async recoverExpired({ now }) {
      const rows = await query(
        `UPDATE ${table} SET processing = ?, leased_by = NULL, lease_expires_at = NULL, recovered_count = COALESCE(recovered_count, 0) + 1, recovered_at = ?, updated_at = ?
         WHERE processing = ? AND completed_at IS NULL AND lease_expires_at IS NOT NULL AND lease_expires_at < ? RETURNING id`,
        [bool(false), date(now), date(now), bool(true), date(now)],
      )
      return rows.map((row) => row.id as number | string)
    },
    async countDue({ now, queues }) {
      const params: unknown[] = []
      const rows = await query(
        `SELECT queue, COUNT(*) AS n FROM ${table} WHERE ${due(now, params)}${queueFilter(queues, [], params)} GROUP BY queue`,
        params,
      )
      return Object.fromEntries(rows.map((row) => [String(row.queue ?? 'default'), Number(row.n)]))
    },
  }
}
