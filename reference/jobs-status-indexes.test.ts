import { sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { loadImplementation } from '../conformance/kit/loader'
import { bootHost, type Host } from '../fixtures/host'

const implementation = await loadImplementation()
const fixture = new URL('../conformance/queue-control/qc-host.ts', import.meta.url).pathname

const SETS = ['open', 'cancelled', 'failed', 'recovered'] as const
const INDEX_NAMES: Record<string, string> = {
  sqlite: `SELECT name FROM sqlite_master WHERE type = 'index'`,
  postgres: `SELECT indexname AS name FROM pg_indexes`,
}

type Drizzle = {
  all?: (query: unknown) => Promise<Array<Record<string, unknown>>>
  execute?: (query: unknown) => Promise<{ rows: Array<Record<string, unknown>> }>
}
const rowsOf = async (host: Host, text: string) => {
  const drizzle = (host.payload.db as unknown as { drizzle: Drizzle }).drizzle
  return drizzle.execute
    ? (await drizzle.execute(sql.raw(text))).rows
    : await drizzle.all!(sql.raw(text))
}

/** The counting statement queue-status sends, captured from the adapter's driver as it goes by. */
const countingStatement = async (host: Host): Promise<{ text: string; values: unknown[] }> => {
  const db = host.payload.db as unknown as {
    pool?: { query(text: string, values?: unknown[]): Promise<unknown> }
    client?: { execute(statement: { sql: string; args: unknown[] }): Promise<unknown> }
  }
  let seen: { text: string; values: unknown[] } | undefined
  if (db.pool) {
    const query = db.pool.query.bind(db.pool)
    db.pool.query = (text, values) => {
      if (typeof text === 'string' && text.includes('UNION ALL'))
        seen = { text, values: values ?? [] }
      return query(text, values)
    }
  } else {
    const execute = db.client!.execute.bind(db.client)
    db.client!.execute = (statement) => {
      if (statement.sql.includes('UNION ALL'))
        seen = { text: statement.sql, values: statement.args }
      return execute(statement)
    }
  }
  const response = await fetch(`${host.api}/payload-jobs/queue-status`, {
    headers: { authorization: `Bearer ${process.env.CRON_SECRET}` },
  })
  expect(response.status, await response.text()).toBe(200)
  if (!seen) throw new Error('queue-status sent no counting statement on the driver')
  return seen
}

/**
 * payload-jobs carries one partial index per set of jobs queue-status counts (withStatusIndexes), and
 * each arm of its counting statement can be answered from its index: the arm's condition implies the
 * index's predicate (an arm whose text drifted from it would go back to reading the table).
 */
describe.each(['sqlite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const)(
  'jobs on %s',
  (db) => {
    test('counts open, cancelled, failed and recovered jobs from partial indexes on payload-jobs', async () => {
      process.env.CRON_SECRET ??= 'status-indexes-secret'
      const host = await bootHost({
        db,
        fixture,
        implementation,
        options: { queueControl: 'cron' },
      })
      try {
        const names = (await rowsOf(host, INDEX_NAMES[db])).map(({ name }) => name)
        expect(names).toEqual(
          expect.arrayContaining(SETS.map((set) => `payload_jobs_status_${set}_idx`)),
        )

        const { text, values } = await countingStatement(host)
        if (db === 'postgres') {
          const pool = (
            host.payload.db as unknown as {
              pool: {
                connect(): Promise<{
                  query(
                    text: string,
                    values?: unknown[],
                  ): Promise<{ rows: Array<Record<string, string>> }>
                  release(): void
                }>
              }
            }
          ).pool
          const client = await pool.connect()
          try {
            // An empty table is read whole by choice; with that choice off, what remains shows which indexes the arms can use.
            await client.query('SET enable_seqscan = off')
            const plan = (await client.query(`EXPLAIN ${text}`, values)).rows
              .map((row) => row['QUERY PLAN'])
              .join('\n')
            for (const set of SETS) expect(plan, plan).toContain(`payload_jobs_status_${set}_idx`)
          } finally {
            await client.query('RESET enable_seqscan')
            client.release()
          }
        } else {
          const client = (
            host.payload.db as unknown as {
              client: {
                execute(statement: {
                  sql: string
                  args: unknown[]
                }): Promise<{ rows: Array<Record<string, unknown>> }>
              }
            }
          ).client
          // SQLite's planner has no statistics on a fresh table; INDEXED BY makes it use the index, or fail
          // the statement when the arm's condition does not imply the index's predicate.
          const arms = text.split('FROM "payload_jobs"')
          expect(arms).toHaveLength(SETS.length + 2)
          const forced = arms.reduce(
            (joined, arm, at) =>
              `${joined}FROM "payload_jobs"${at <= SETS.length ? ` INDEXED BY payload_jobs_status_${SETS[at - 1]}_idx` : ''}${arm}`,
          )
          const plan = (
            await client.execute({ sql: `EXPLAIN QUERY PLAN ${forced}`, args: values })
          ).rows
            .map((row) => String(row.detail))
            .join('\n')
          for (const set of SETS) expect(plan, plan).toContain(`payload_jobs_status_${set}_idx`)
        }
      } finally {
        await host.close()
      }
    }, 120_000)
  },
)
