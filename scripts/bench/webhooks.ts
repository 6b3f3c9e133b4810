/**
 * Webhooks benchmark, both numbers against a baseline measured in the same run:
 *  1. p50 REST create latency with 3 subscriptions in queue mode vs the same host without the
 *     plugin (goal ≤ 1.3×);
 *  2. drain rate of 1,000 queued deliveries through Payload's job runner vs a raw undici POST loop
 *     to the same receiver (goal ≥ 0.5×).
 * Run: npx tsx scripts/bench/webhooks.ts  (DATABASE_URL / REDIS_URL as for the tests)
 */
import { request } from 'undici'
import { bootHost, type Host } from '../../fixtures/host'
import { startReceiver } from '../../fixtures/receiver'
import { webhooksConsole, WH_USER } from '../../fixtures/webhooks'
import { familyFixture, implementation, median } from './support'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const WARMUP = 20
const DELIVERIES = 1_000
const QUEUE = 'bench'

const receiver = await startReceiver()
const boot = (options: Record<string, unknown>) => bootHost({ fixture: familyFixture('webhooks/wh-host.ts'), implementation, options })
const hosts: Host[] = []
try {
  const baseline = await boot({ withoutPlugin: true })
  hosts.push(baseline)
  const queued = await boot({ delivery: { mode: 'queue', queue: QUEUE, backoff: { type: 'fixed', delay: 0 } } })
  hosts.push(queued)

  // The console only logs in up front, so it serves the baseline host (no webhook collections) too.
  const baselineApi = (await webhooksConsole(baseline, { credentials: WH_USER })).api
  const withPlugin = await webhooksConsole(queued, { credentials: WH_USER })
  for (const path of ['/a', '/b', '/c']) await withPlugin.subscribe({ url: receiver.urlFor(path), collections: ['posts'] })

  const timeCreate = async (api: typeof baselineApi, title: string) => {
    const started = performance.now()
    const response = await api.post('/posts', { title })
    if (response.status !== 201) throw new Error(`create failed: ${response.status}`)
    return performance.now() - started
  }
  const latencies = { baseline: [] as number[], webhooks: [] as number[] }
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    // Interleaved so drift (other processes, GC) hits both sides alike.
    const a = await timeCreate(baselineApi, `b${i}`)
    const b = await timeCreate(withPlugin.api, `w${i}`)
    if (i >= WARMUP) {
      latencies.baseline.push(a)
      latencies.webhooks.push(b)
    }
  }
  const p50Baseline = median(latencies.baseline)
  const p50Webhooks = median(latencies.webhooks)

  // Drain: clear what the latency run queued, then queue exactly 1,000 deliveries (1 subscription).
  await queued.payload.delete({ collection: 'payload-jobs', where: {} })
  await queued.payload.update({ collection: 'webhook-subscriptions', where: {}, data: { enabled: false } })
  const target = await withPlugin.subscribe({ url: receiver.urlFor('/drain'), collections: ['posts'] })
  for (let i = 0; i < DELIVERIES; i++) await queued.payload.create({ collection: 'posts', data: { title: `d${i}` } })
  const pending = await queued.payload.count({ collection: 'webhook-deliveries', where: { subscriptionId: { equals: String(target.id) } } })
  if (pending.totalDocs !== DELIVERIES) throw new Error(`expected ${DELIVERIES} deliveries, got ${pending.totalDocs}`)
  receiver.reset()
  const drainStart = performance.now()
  for (;;) {
    const result = await queued.payload.jobs.run({ queue: QUEUE, limit: 100, silent: true })
    if (result.noJobsRemaining || Object.keys(result.jobStatus ?? {}).length === 0) break
  }
  const drainMs = performance.now() - drainStart
  const delivered = await queued.payload.count({
    collection: 'webhook-deliveries',
    where: { and: [{ subscriptionId: { equals: String(target.id) } }, { status: { equals: 'success' } }] },
  })
  if (delivered.totalDocs !== DELIVERIES) throw new Error(`drained ${delivered.totalDocs}/${DELIVERIES}`)

  const sample = receiver.received('/drain')[0]
  receiver.reset()
  const rawStart = performance.now()
  for (let i = 0; i < DELIVERIES; i++) {
    const response = await request(receiver.urlFor('/raw'), {
      method: 'POST',
      body: sample.rawBody,
      headers: { 'content-type': 'application/json' },
    })
    await response.body.text()
  }
  const rawMs = performance.now() - rawStart

  const drainRate = (DELIVERIES / drainMs) * 1000
  const rawRate = (DELIVERIES / rawMs) * 1000
  const createRatio = p50Webhooks / p50Baseline
  const drainRatio = drainRate / rawRate
  const db = queued.shared.db
  process.stdout.write(
    [
      `webhooks benchmark (${db}${process.env.REDIS_URL ? ' + redis' : ''}, ${SAMPLES} samples)`,
      `create p50: without plugin ${p50Baseline.toFixed(2)} ms, with 3 queued subscriptions ${p50Webhooks.toFixed(2)} ms → ratio ${createRatio.toFixed(2)}× (goal ≤ 1.30×) ${createRatio <= 1.3 ? 'OK' : 'MISSED'}`,
      `drain: ${DELIVERIES} queued deliveries in ${drainMs.toFixed(0)} ms (${drainRate.toFixed(0)}/s), raw undici loop ${rawMs.toFixed(0)} ms (${rawRate.toFixed(0)}/s) → ratio ${drainRatio.toFixed(2)}× (goal ≥ 0.50×) ${drainRatio >= 0.5 ? 'OK' : 'MISSED'}`,
      '',
    ].join('\n'),
  )
} finally {
  for (const host of hosts) await host.close()
  await receiver.close()
}

