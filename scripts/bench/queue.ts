/**
 * Queue drain throughput: N no-op jobs drained by the plugin's queue-run vs Payload's built-in /run,
 * on the same host, alternating rounds on fresh jobs, in one run. Prints jobs/second and the ratio
 * (goal: queue-run / run ≥ 0.9). SQLite always; Postgres too when DATABASE_URL is set.
 *
 *   npx tsx scripts/bench/queue.ts [--jobs 300] [--rounds 3] [--batch 100]
 */
import { parseArgs } from 'node:util'
import type { DatabaseKind } from '../../fixtures/database'
import { bootHost } from '../../fixtures/host'
import { familyFixture, implementation } from './support'

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    batch: { type: 'string', default: '100' },
  },
})
const JOBS = Number(values.jobs)
const ROUNDS = Number(values.rounds)
const BATCH = Number(values.batch)
const SECRET = 'bench-cron-secret'
process.env.CRON_SECRET = SECRET
process.env.PPS_LOG_LEVEL ??= 'fatal'

type Drainer = 'run' | 'queue-run'

/** The server closes idle keep-alive sockets while jobs are being queued; a request that lands on one is resent once. */
const get = async (url: string, headers: Record<string, string>): Promise<Response> => {
  try {
    return await fetch(url, { headers })
  } catch {
    return fetch(url, { headers })
  }
}

const bench = async (db: DatabaseKind, reliability: boolean) => {
  const host = await bootHost({
    db,
    fixture: familyFixture('queue-control/qc-host.ts'),
    implementation,
    options: { queueControl: 'cron', reliability },
  })
  const headers = { authorization: `Bearer ${SECRET}` }
  const drain = async (drainer: Drainer) => {
    for (;;) {
      const response = await get(
        `${host.api}/payload-jobs/${drainer}?limit=${BATCH}&silent=true&disableScheduling=true`,
        headers,
      )
      if (response.status !== 200)
        throw new Error(`${drainer}: ${response.status} ${await response.text()}`)
      const body = (await response.json()) as { ran?: unknown[]; noJobsRemaining?: boolean }
      if (drainer === 'run' ? body.noJobsRemaining : !body.ran?.length) return
    }
  }
  const seconds: Record<Drainer, number> = { run: 0, 'queue-run': 0 }
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first so warm-up and drift do not favor one side.
      const order: Drainer[] = round % 2 ? ['queue-run', 'run'] : ['run', 'queue-run']
      for (const drainer of order) {
        for (let index = 0; index < JOBS; index++)
          await host.payload.jobs.queue({ task: 'noop' as never, input: {} as never })
        const started = performance.now()
        await drain(drainer)
        seconds[drainer] += (performance.now() - started) / 1000
        const left = await host.payload.count({
          collection: 'payload-jobs',
          where: { completedAt: { exists: false } },
        })
        if (left.totalDocs) throw new Error(`${drainer} left ${left.totalDocs} jobs`)
        await host.payload.delete({ collection: 'payload-jobs', where: {} })
      }
    }
  } finally {
    await host.close()
  }
  const rate = (drainer: Drainer) => (JOBS * ROUNDS) / seconds[drainer]
  return {
    db,
    reliability,
    run: rate('run'),
    queueRun: rate('queue-run'),
    ratio: rate('queue-run') / rate('run'),
  }
}

const kinds: DatabaseKind[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
const rows = []
for (const db of kinds)
  for (const reliability of [false, true]) rows.push(await bench(db, reliability))
console.log(`queue drain, ${JOBS} no-op jobs × ${ROUNDS} rounds, batch ${BATCH}`)
console.log('db        leases  /run jobs/s  queue-run jobs/s  ratio (goal ≥ 0.9)')
for (const row of rows) {
  console.log(
    `${row.db.padEnd(9)} ${String(row.reliability).padEnd(7)} ${row.run.toFixed(1).padStart(11)}  ${row.queueRun.toFixed(1).padStart(16)}  ${row.ratio.toFixed(2)}`,
  )
}
