/**
 * queue-status with payload-jobs bulk-loaded at a small and a large size on Postgres, one host per
 * size. The mix (history spread over 90 days, most of it succeeded): 0.3 % open (queued, scheduled,
 * retrying; about one in seven processing), `errored` percent failed (five in six) or cancelled,
 * 0.05 % recovered; seven in ten on queue `default` (the one queue-status covers), the rest on
 * `emails`. queue-status reads the open, errored and recovered jobs and the last day's succeeded
 * ones, so the errored share is what the large size's time grows with. Postgres' own time for the
 * counting statement comes from EXPLAIN ANALYZE.
 */
import pg from 'pg'
import { bootHost, type Host } from '../../../fixtures/host'
import { familyFixture, implementation, median, roundedPair } from '../support'
import { interleave } from './interleave'

const SECRET = 'bench-cron-secret'
/** queue-status shares its counts for a second (health.ts): samples of one host are spaced past that, so each one counts. */
const SHARED_COUNTS_MS = 1_000
const RECOVERED = 0.0005
const WARM_UP = 3

/**
 * `rows` jobs in one INSERT … SELECT generate_series into the table Payload created, in the order of
 * their createdAt as a growing history lies on disk: open jobs are the newest, the others spread over
 * 90 days, failures among them throughout. Seeded, so both sizes and every run draw the same mix.
 */
const load = async (
  client: pg.Client,
  rows: number,
  mix: Record<'failed' | 'cancelled' | 'open' | 'retrying', number>,
) => {
  await client.query(`SELECT setseed(0.42)`)
  await client.query(
    `INSERT INTO payload_jobs (input, task_slug, queue, total_tried, has_error, error, completed_at, wait_until, processing, recovered_count, created_at, updated_at)
     SELECT '{}'::jsonb, 'noop', CASE WHEN random() < 0.7 THEN 'default' ELSE 'emails' END,
       CASE kind WHEN 'open' THEN 0 WHEN 'succeeded' THEN 1 ELSE 3 END,
       kind IN ('failed', 'cancelled'),
       CASE kind WHEN 'failed' THEN jsonb_build_object('name', 'Error', 'message', 'fails for good', 'stack', repeat('    at handler (/app/src/jobs/task.ts:42:11)' || chr(10), 12))
         WHEN 'cancelled' THEN '{"cancelled": true}'::jsonb END,
       CASE WHEN kind = 'succeeded' THEN at + interval '2 seconds' END,
       CASE WHEN kind = 'open' AND random() < 0.3 THEN now() + interval '1 hour' END,
       kind IN ('open', 'retrying') AND random() < 0.15,
       CASE WHEN random() < ${RECOVERED} THEN 1 ELSE 0 END,
       at, at
     FROM (
       SELECT kind, CASE WHEN kind IN ('open', 'retrying') THEN now() - interval '10 minutes' * random() ELSE now() - interval '90 days' * random() END AS at
       FROM (
         SELECT CASE WHEN r < ${mix.failed} THEN 'failed' WHEN r < ${mix.failed + mix.cancelled} THEN 'cancelled' WHEN r < ${mix.failed + mix.cancelled + mix.open} THEN 'open'
           WHEN r < ${mix.failed + mix.cancelled + mix.open + mix.retrying} THEN 'retrying' ELSE 'succeeded' END AS kind
         FROM (SELECT random() AS r FROM generate_series(1, $1::int)) AS drawn
       ) AS kinds
     ) AS jobs
     ORDER BY at`,
    [rows],
  )
}

export const measureQueueStatus = async ({
  small,
  large,
  samples: sampleCount,
  errored,
}: {
  small: number
  large: number
  samples: number
  errored: number
}) => {
  process.env.CRON_SECRET = SECRET
  const SIZES = { small, large }
  /** Shares of jobs by status (the rest succeeded); `errored` scales failed and cancelled. */
  const MIX = { failed: (errored * 5) / 6, cancelled: errored / 6, open: 0.002, retrying: 0.001 }
  const hosts: Record<keyof typeof SIZES, Host | undefined> = { small: undefined, large: undefined }
  try {
    const loadSeconds: Record<string, number> = {}
    for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
      const host = await bootHost({
        db: 'postgres',
        fixture: familyFixture('queue-control/qc-host.ts'),
        implementation,
        options: { queueControl: 'cron' },
      })
      hosts[size] = host
      const client = new pg.Client({ connectionString: host.shared.databaseUrl })
      await client.connect()
      try {
        const started = performance.now()
        await load(client, SIZES[size], MIX)
        // As autovacuum would leave it: planner statistics and a visibility map.
        await client.query('VACUUM ANALYZE payload_jobs')
        loadSeconds[size] = (performance.now() - started) / 1000
      } finally {
        await client.end()
      }
    }

    /** The counting statement as the store sends it, captured from the adapter's pool for EXPLAIN ANALYZE, and its round trip as the host sees it. */
    const captured: Partial<Record<keyof typeof SIZES, { text: string; values: unknown[] }>> = {}
    const countingMs = { small: [] as number[], large: [] as number[] }
    /** Every statement the pool runs while set: one dashboard refresh's. */
    let recording: Array<{ text: string; values: unknown[] }> | undefined
    for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
      const pool = (hosts[size]!.payload.db as unknown as { pool: pg.Pool }).pool
      const query = pool.query.bind(pool) as (text: unknown, values?: unknown[]) => Promise<unknown>
      ;(pool as unknown as { query: typeof query }).query = async (text, params) => {
        // drizzle passes a query config object; the stores pass text and values.
        const config =
          typeof text === 'string'
            ? { text, values: params }
            : (text as { text?: string; values?: unknown[] })
        if (recording && config.text)
          recording.push({ text: config.text, values: config.values ?? params ?? [] })
        if (typeof text !== 'string' || !text.includes('UNION ALL')) return query(text, params)
        captured[size] = { text, values: params ?? [] }
        const started = performance.now()
        try {
          return await query(text, params)
        } finally {
          countingMs[size].push(performance.now() - started)
        }
      }
    }

    const time = async (host: Host) => {
      const started = performance.now()
      const response = await fetch(`${host.api}/payload-jobs/queue-status`, {
        headers: { authorization: `Bearer ${SECRET}` },
      })
      const body = await response.text()
      if (response.status !== 200)
        throw new Error(`queue-status: ${response.status} ${body.slice(0, 200)}`)
      return performance.now() - started
    }
    const samples = await interleave(
      ['small', 'large'] as const,
      sampleCount,
      (size) => time(hosts[size]!),
      WARM_UP,
      SHARED_COUNTS_MS + 20,
    )
    // Warm-up rounds' statements are not counted.
    for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>)
      countingMs[size] = countingMs[size].slice(WARM_UP)

    /** Postgres' execution time of the counting statement, p50 of `samples` EXPLAIN ANALYZE runs. */
    const databaseMs: Record<string, number> = {}
    let serverVersion = ''
    const plans: Record<string, string> = {}
    for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
      const statement = captured[size]
      if (!statement)
        throw new Error(
          'the counting statement was not seen on the pool (is the store on its SQL path?)',
        )
      const client = new pg.Client({ connectionString: hosts[size]!.shared.databaseUrl })
      await client.connect()
      try {
        const runs: number[] = []
        for (let run = 0; run < sampleCount; run++) {
          const { rows } = await client.query(
            `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
            statement.values,
          )
          runs.push(
            (rows[0]['QUERY PLAN'] as Array<{ 'Execution Time': number }>)[0]['Execution Time'],
          )
        }
        databaseMs[size] = median(runs)
        serverVersion = (
          (await client.query('SHOW server_version')).rows[0] as { server_version: string }
        ).server_version
        const { rows } = await client.query(
          `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${statement.text}`,
          statement.values,
        )
        plans[size] = rows.map((row) => row['QUERY PLAN']).join('\n')
      } finally {
        await client.end()
      }
    }

    /**
     * Postgres' time (planning and execution, EXPLAIN ANALYZE) for every statement of one dashboard
     * refresh, queue-status and queue-jobs together as the dashboard asks for them, p50 of 5 refreshes.
     */
    const refreshDatabaseMs: Record<string, number> = {}
    const refreshStatements: Record<string, number> = {}
    for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
      const host = hosts[size]!
      const client = new pg.Client({ connectionString: host.shared.databaseUrl })
      await client.connect()
      try {
        const totals: number[] = []
        for (let refresh = 0; refresh < 5; refresh++) {
          await new Promise((resolve) => setTimeout(resolve, SHARED_COUNTS_MS + 20))
          recording = []
          await Promise.all(
            ['queue-status', 'queue-jobs'].map(async (path) => {
              const response = await fetch(`${host.api}/payload-jobs/${path}`, {
                headers: { authorization: `Bearer ${SECRET}` },
              })
              if (response.status !== 200)
                throw new Error(
                  `${path}: ${response.status} ${(await response.text()).slice(0, 200)}`,
                )
              await response.arrayBuffer()
            }),
          )
          const statements = recording.filter((statement) =>
            /^\s*(select|with)\b/i.test(statement.text),
          )
          recording = undefined
          let total = 0
          for (const statement of statements) {
            const { rows } = await client.query(
              `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
              statement.values,
            )
            const plan = (
              rows[0]['QUERY PLAN'] as Array<{ 'Execution Time': number; 'Planning Time': number }>
            )[0]
            total += plan['Execution Time'] + plan['Planning Time']
          }
          totals.push(total)
          refreshStatements[size] = statements.length
        }
        refreshDatabaseMs[size] = median(totals)
      } finally {
        await client.end()
      }
    }

    const p50 = { small: median(samples.small), large: median(samples.large) }
    console.log(`Postgres ${serverVersion}`)
    console.log(
      `loaded ${SIZES.small} jobs in ${loadSeconds.small.toFixed(1)} s and ${SIZES.large} in ${loadSeconds.large.toFixed(1)} s (with VACUUM ANALYZE)`,
    )
    console.log(`counting statement at ${SIZES.large} jobs:\n${plans.large}`)
    console.log(
      `queue-status p50: ${p50.small.toFixed(1)} ms at ${SIZES.small} jobs, ${p50.large.toFixed(1)} ms at ${SIZES.large}; ${sampleCount} samples each`,
    )
    console.log(
      `counting statement p50, round trip from the host: ${median(countingMs.small).toFixed(2)} ms and ${median(countingMs.large).toFixed(2)} ms`,
    )
    console.log(
      `counting statement p50, execution in Postgres (EXPLAIN ANALYZE): ${databaseMs.small.toFixed(2)} ms and ${databaseMs.large.toFixed(2)} ms`,
    )
    console.log(
      `Postgres time per dashboard refresh (queue-status + queue-jobs, ${refreshStatements.large} statements, planning + execution), p50: ${refreshDatabaseMs.small.toFixed(2)} ms and ${refreshDatabaseMs.large.toFixed(2)} ms`,
    )
    return {
      jobs: SIZES,
      mix: { ...MIX, recovered: RECOVERED, historyDays: 90 },
      queueStatusRatio: Number((p50.large / p50.small).toFixed(2)),
      queueStatusP50Ms: roundedPair(p50, 2),
      queueStatusCountingP50Ms: roundedPair(
        { small: median(countingMs.small), large: median(countingMs.large) },
        3,
      ),
      queueStatusDatabaseP50Ms: roundedPair(databaseMs, 3),
      dashboardRefreshDatabaseP50Ms: roundedPair(refreshDatabaseMs, 3),
    }
  } finally {
    await Promise.all(Object.values(hosts).map((host) => host?.close()))
  }
}
