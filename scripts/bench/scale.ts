/**
 * Cost of endpoints as history grows: payload-jobs bulk-loaded on Postgres at a small and a large
 * size, one host per size, samples interleaved so both see the same machine load. Prints the p50s
 * and, on its last line, one JSON object: `queueStatusRatio` (queue-status p50 large ÷ small; goal
 * ≤ 2) and the figures behind it, with Postgres' own time for the counting statement (EXPLAIN
 * ANALYZE). Needs DATABASE_URL.
 *
 *   npx tsx scripts/bench/scale.ts [--small 1000] [--large 1000000] [--samples 30] [--errored 0.3]
 *
 * The mix (history spread over 90 days, most of it succeeded): 0.3 % open (queued, scheduled,
 * retrying; about one in seven processing), `--errored` percent failed (five in six) or cancelled,
 * 0.05 % recovered; seven in ten on queue `default` (the one queue-status covers), the rest on `emails`.
 * queue-status reads the open, errored and recovered jobs and the last day's succeeded ones, so the
 * errored share is what the large size's time grows with.
 */
import { cpus } from 'node:os'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { bootHost, type Host } from '../../fixtures/host'
import { familyFixture, implementation, median } from './support'

const { values } = parseArgs({
  options: {
    small: { type: 'string', default: '1000' },
    large: { type: 'string', default: '1000000' },
    samples: { type: 'string', default: '30' },
    errored: { type: 'string', default: '0.3' },
  },
})
const SIZES = { small: Number(values.small), large: Number(values.large) }
const SAMPLES = Number(values.samples)
if (!process.env.DATABASE_URL) throw new Error('scale.ts loads Postgres: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)')
const SECRET = 'bench-cron-secret'
process.env.CRON_SECRET = SECRET
process.env.PPS_LOG_LEVEL ??= 'fatal'
/** Shares of jobs by status (the rest succeeded); `errored` scales failed and cancelled (default 0.3 % of all jobs). */
const ERRORED = Number(values.errored) / 100
const MIX = { failed: (ERRORED * 5) / 6, cancelled: ERRORED / 6, open: 0.002, retrying: 0.001 }
const RECOVERED = 0.0005
/** queue-status shares its counts for a second (health.ts): samples of one host are spaced past that, so each one counts. */
const SHARED_COUNTS_MS = 1_000

/**
 * `rows` jobs in one INSERT … SELECT generate_series into the table Payload created, in the order of
 * their createdAt as a growing history lies on disk: open jobs are the newest, the others spread over
 * 90 days, failures among them throughout. Seeded, so both sizes and every run draw the same mix.
 */
const load = async (client: pg.Client, rows: number) => {
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
         SELECT CASE WHEN r < ${MIX.failed} THEN 'failed' WHEN r < ${MIX.failed + MIX.cancelled} THEN 'cancelled' WHEN r < ${MIX.failed + MIX.cancelled + MIX.open} THEN 'open'
           WHEN r < ${MIX.failed + MIX.cancelled + MIX.open + MIX.retrying} THEN 'retrying' ELSE 'succeeded' END AS kind
         FROM (SELECT random() AS r FROM generate_series(1, $1::int)) AS drawn
       ) AS kinds
     ) AS jobs
     ORDER BY at`,
    [rows],
  )
}

const hosts: Record<keyof typeof SIZES, Host | undefined> = { small: undefined, large: undefined }
try {
  const loadSeconds: Record<string, number> = {}
  for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
    const host = await bootHost({ db: 'postgres', fixture: familyFixture('queue-control/qc-host.ts'), implementation, options: { queueControl: 'cron' } })
    hosts[size] = host
    const client = new pg.Client({ connectionString: host.shared.databaseUrl })
    await client.connect()
    try {
      const started = performance.now()
      await load(client, SIZES[size])
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
  for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
    const pool = (hosts[size]!.payload.db as unknown as { pool: pg.Pool }).pool
    const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>
    ;(pool as unknown as { query: typeof query }).query = async (text, params) => {
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
    const response = await fetch(`${host.api}/payload-jobs/queue-status`, { headers: { authorization: `Bearer ${SECRET}` } })
    const body = await response.text()
    if (response.status !== 200) throw new Error(`queue-status: ${response.status} ${body.slice(0, 200)}`)
    return performance.now() - started
  }
  const samples = { small: [] as number[], large: [] as number[] }
  for (let round = -3; round < SAMPLES; round++) {
    const started = performance.now()
    // Alternate which goes first so warm-up and drift do not favor one side; the first rounds warm up.
    const order: Array<keyof typeof SIZES> = round % 2 ? ['large', 'small'] : ['small', 'large']
    for (const size of order) {
      const elapsed = await time(hosts[size]!)
      if (round >= 0) samples[size].push(elapsed)
      // Warm-up rounds' statements are not counted.
      else countingMs[size].length = 0
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, SHARED_COUNTS_MS + 20 - (performance.now() - started))))
  }

  /** Postgres' execution time of the counting statement, p50 of `SAMPLES` EXPLAIN ANALYZE runs. */
  const databaseMs: Record<string, number> = {}
  let serverVersion = ''
  const plans: Record<string, string> = {}
  for (const size of Object.keys(SIZES) as Array<keyof typeof SIZES>) {
    const statement = captured[size]
    if (!statement) throw new Error('the counting statement was not seen on the pool (is the store on its SQL path?)')
    const client = new pg.Client({ connectionString: hosts[size]!.shared.databaseUrl })
    await client.connect()
    try {
      const runs: number[] = []
      for (let run = 0; run < SAMPLES; run++) {
        const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values)
        runs.push((rows[0]['QUERY PLAN'] as Array<{ 'Execution Time': number }>)[0]['Execution Time'])
      }
      databaseMs[size] = median(runs)
      serverVersion = ((await client.query('SHOW server_version')).rows[0] as { server_version: string }).server_version
      const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${statement.text}`, statement.values)
      plans[size] = rows.map((row) => row['QUERY PLAN']).join('\n')
    } finally {
      await client.end()
    }
  }

  const [small, large] = [median(samples.small), median(samples.large)]
  console.log(`machine: ${cpus().length} cores, node ${process.version}, Postgres ${serverVersion}`)
  console.log(`loaded ${SIZES.small} jobs in ${loadSeconds.small.toFixed(1)} s and ${SIZES.large} in ${loadSeconds.large.toFixed(1)} s (with VACUUM ANALYZE)`)
  console.log(`counting statement at ${SIZES.large} jobs:\n${plans.large}`)
  console.log(`queue-status p50: ${small.toFixed(1)} ms at ${SIZES.small} jobs, ${large.toFixed(1)} ms at ${SIZES.large}; ${SAMPLES} samples each`)
  console.log(`counting statement p50, round trip from the host: ${median(countingMs.small).toFixed(2)} ms and ${median(countingMs.large).toFixed(2)} ms`)
  console.log(`counting statement p50, execution in Postgres (EXPLAIN ANALYZE): ${databaseMs.small.toFixed(2)} ms and ${databaseMs.large.toFixed(2)} ms`)
  console.log(
    JSON.stringify({
      sizes: SIZES,
      samples: SAMPLES,
      mix: { ...MIX, recovered: RECOVERED, historyDays: 90 },
      queueStatusRatio: Number((large / small).toFixed(2)),
      queueStatusP50Ms: { small: Number(small.toFixed(2)), large: Number(large.toFixed(2)) },
      queueStatusCountingP50Ms: { small: Number(median(countingMs.small).toFixed(3)), large: Number(median(countingMs.large).toFixed(3)) },
      queueStatusDatabaseP50Ms: { small: Number(databaseMs.small.toFixed(3)), large: Number(databaseMs.large.toFixed(3)) },
    }),
  )
} finally {
  await Promise.all(Object.values(hosts).map((host) => host?.close()))
}
process.exit(0)

