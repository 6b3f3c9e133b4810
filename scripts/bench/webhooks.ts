/**
 * Webhooks benchmark, both numbers against a baseline measured in the same run:
 *  1. p50 REST create latency with 3 subscriptions in queue mode vs the same host without the
 *     plugin (goal ≤ 1.3×);
 *  2. drain rate of 1,000 queued deliveries through the jobs plugin's queue-run (the webhooks batch
 *     handler) vs a raw undici POST loop sending one of those requests (body and headers) again and
 *     again with as many requests in flight, to the same receiver (goal ≥ 0.5×), both warmed up by 3
 *     runs and then 5 interleaved runs each, each run started on an idle event loop; the ratio is the
 *     median over the 5 pairs (a drain and the raw run right after it). Again against a receiver that
 *     answers in 20 ms, and (fast receiver) through the worker's passes in process instead of queue-run
 *     over HTTP. Each run also records the CPU it cost: this process's (Payload, the receiver and the
 *     loop all run in it), and on Postgres the server's, read from /proc when it runs on this machine.
 * Run: npx tsx scripts/bench/webhooks.ts [--json]  (DATABASE_URL / REDIS_URL as for the tests); with
 * --json the last line is one JSON object (createRatio, drainRatio, the baselines and sizes).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { request } from 'undici'
import { bootHost, type Host } from '../../fixtures/host'
import { type ReceivedRequest, startReceiver } from '../../fixtures/receiver'
import { WH_USER, webhooksConsole } from '../../fixtures/webhooks'
import { familyFixture, implementation, median } from './support'

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const WARMUP = 20
const DELIVERIES = 1_000
/**
 * Warm-up runs per side, and measured runs per side. A worker drains far more than a run: the process's
 * CPU per drain of 1,000 kept falling over its first runs as the JIT optimized the path (Postgres, one
 * run after another: 815, 485, 277, 212, 186, 173 ms), and so did the raw loop's.
 */
const WARMUP_ROUNDS = 3
const ROUNDS = 5
const QUEUE = 'bench'
/** queue-run's limit: jobs claimed (and handed to the batch handler) per call. */
const BATCH = 500
/** The plugin's default delivery.concurrency: requests in flight per endpoint. */
const CONCURRENCY = 10
const SLOW_MS = 20
/**
 * Idle time before each timed run, on both sides: the setup's leftovers (the garbage of 1,000 creates,
 * timers they armed) are collected then, not inside the next run's clock.
 */
const SETTLE_MS = 200
const JSON_OUTPUT = process.argv.includes('--json')
/** Request headers undici writes itself. */
const TRANSPORT_HEADERS = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
])

/** Linux's clock ticks per second for /proc's CPU times (USER_HZ; 100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100

/**
 * CPU time (ms) the processes named postgres on this machine have used: the server a drain shares the
 * two cores with. undefined where none can be read (no /proc, a server on another machine).
 */
const postgresCpuMs = (): number | undefined => {
  let ticks = 0
  let found = false
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return undefined
  }
  for (const pid of pids) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      // Exited since the listing.
      continue
    }
    if (!stat.includes(' (postgres) ')) continue
    // After the command name: state is field 0, utime field 11 and stime field 12 (proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11]) + Number(fields[12])
    found = true
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : undefined
}
/** This process's CPU time (ms), user and system. */
const processCpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
/** Starts a CPU reading: the function it returns tells the CPU spent since, by this process and (`withPostgres`) by Postgres. */
const cpuSince = (withPostgres: boolean) => {
  const processStart = processCpuMs()
  const postgresStart = withPostgres ? postgresCpuMs() : undefined
  return () => ({
    cpuMs: processCpuMs() - processStart,
    postgresMs: postgresStart === undefined ? undefined : postgresCpuMs()! - postgresStart,
  })
}

const receiver = await startReceiver()
const boot = (options: Record<string, unknown>) =>
  bootHost({ fixture: familyFixture('webhooks/wh-host.ts'), implementation, options })
const hosts: Host[] = []
try {
  const baseline = await boot({ withoutPlugin: true, jobsPlugin: true })
  hosts.push(baseline)
  const queued = await boot({
    delivery: {
      mode: 'queue',
      queue: QUEUE,
      backoff: { type: 'fixed', delay: 0 },
      concurrency: CONCURRENCY,
    },
    jobsPlugin: true,
  })
  hosts.push(queued)

  // The console only logs in up front, so it serves the baseline host (no webhook collections) too.
  const baselineApi = (await webhooksConsole(baseline, { credentials: WH_USER })).api
  const withPlugin = await webhooksConsole(queued, { credentials: WH_USER })
  for (const path of ['/a', '/b', '/c'])
    await withPlugin.subscribe({ url: receiver.urlFor(path), collections: ['posts'] })

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

  // Drain: clear what the latency run queued, then queue exactly DELIVERIES deliveries to one
  // subscription and run them through the jobs plugin's queue-run (batch handler), against a raw
  // undici loop with as many requests in flight as the plugin allows per endpoint.
  await queued.payload.delete({ collection: 'payload-jobs', where: {} })
  await queued.payload.update({
    collection: 'webhook-subscriptions',
    where: {},
    data: { enabled: false },
  })

  /** One call of queue-run (over HTTP, as a cron caller makes it): how many jobs it ran. */
  const queueRun = async () => {
    const response = await withPlugin.queueRun(QUEUE, BATCH)
    if (response.status !== 200)
      throw new Error(`queue-run: ${response.status} ${JSON.stringify(response.body)}`)
    return (response.body.ran as unknown[]).length
  }
  /**
   * One pass of the jobs plugin's worker, in process: the pass its loop runs back to back while there
   * is work (same claim and batch handler as queue-run, without the HTTP request and authentication).
   */
  const worker = implementation.createWorker?.({
    payload: queued.payload,
    queues: [QUEUE],
    limit: BATCH,
    silent: true,
    pauseStore: implementation.createPauseStore?.(queued.payload),
  }) as { runOnce?: () => Promise<{ ran: unknown[] }> } | undefined
  const workerPass = worker?.runOnce && (async () => (await worker.runOnce!()).ran.length)

  const measureDrain = async (path: string, deliveries: number, runPass: () => Promise<number>) => {
    const target = await withPlugin.subscribe({
      url: receiver.urlFor(path),
      collections: ['posts'],
    })
    for (let i = 0; i < deliveries; i++)
      await queued.payload.create({ collection: 'posts', data: { title: `d${i}` } })
    const pending = await queued.payload.count({
      collection: 'webhook-deliveries',
      where: { subscriptionId: { equals: String(target.id) } },
    })
    if (pending.totalDocs !== deliveries)
      throw new Error(`expected ${deliveries} deliveries, got ${pending.totalDocs}`)
    await sleep(SETTLE_MS)
    const cpu = cpuSince(queued.shared.db === 'postgres')
    const started = performance.now()
    while (await runPass());
    const ms = performance.now() - started
    const spent = cpu()
    const delivered = await queued.payload.count({
      collection: 'webhook-deliveries',
      where: {
        and: [{ subscriptionId: { equals: String(target.id) } }, { status: { equals: 'success' } }],
      },
    })
    if (delivered.totalDocs !== deliveries)
      throw new Error(`drained ${delivered.totalDocs}/${deliveries}`)
    await queued.payload.update({
      collection: 'webhook-subscriptions',
      id: target.id,
      data: { enabled: false },
    })
    return { ms, ...spent }
  }
  /** A request as the receiver got it, to send again: its body and headers, less those undici writes itself. */
  const replayOf = ({ rawBody, headers }: ReceivedRequest) => ({
    body: rawBody,
    headers: Object.fromEntries(
      Object.entries(headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !TRANSPORT_HEADERS.has(entry[0]),
      ),
    ),
  })
  const measureRaw = async (
    path: string,
    { body, headers }: ReturnType<typeof replayOf>,
    deliveries: number,
  ) => {
    let next = 0
    await sleep(SETTLE_MS)
    const cpu = cpuSince(false)
    const started = performance.now()
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < deliveries) {
          const response = await request(receiver.urlFor(path), { method: 'POST', body, headers })
          await response.body.text()
        }
      }),
    )
    const ms = performance.now() - started
    return { ms, ...cpu() }
  }
  /**
   * Steady state, as a worker that keeps draining sees it: both sides warmed up first (JIT, pooled
   * connections), WARMUP_ROUNDS runs each, then ROUNDS runs of each, all interleaved; the median of
   * each side's measured runs.
   */
  const compareDrain = async (
    drainPath: string,
    rawPath: string,
    runPass: () => Promise<number> = queueRun,
  ) => {
    const pairs: Array<{
      drain: Awaited<ReturnType<typeof measureDrain>>
      raw: Awaited<ReturnType<typeof measureRaw>>
    }> = []
    let sent: ReturnType<typeof replayOf> | undefined
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      const drain = await measureDrain(`${drainPath}-${round}`, DELIVERIES, runPass)
      // The raw loop sends one of the drain's requests again, its signature headers included as they
      // are: computing them is the plugin's work, reading them the receiver's either way.
      sent ??= replayOf(receiver.received(`${drainPath}-0`)[0])
      pairs.push({ drain, raw: await measureRaw(`${rawPath}-${round}`, sent, DELIVERIES) })
    }
    const warmup = pairs.slice(0, WARMUP_ROUNDS)
    const measured = pairs.slice(WARMUP_ROUNDS)
    const drains = measured.map(({ drain }) => drain.ms)
    const raws = measured.map(({ raw }) => raw.ms)
    // Each drain against the raw run right after it: the machine's load drifts over the minutes a
    // run takes, and a pair shares most of it.
    const ratios = measured.map(({ drain, raw }) => raw.ms / drain.ms)
    const cpu = {
      drain: measured.map(({ drain }) => drain.cpuMs),
      raw: measured.map(({ raw }) => raw.cpuMs),
      postgres: measured.flatMap(({ drain }) => drain.postgresMs ?? []),
    }
    return {
      drainMs: median(drains),
      rawMs: median(raws),
      ratio: median(ratios),
      rounds: { drain: drains, raw: raws, ratios },
      warmupMs: {
        drain: warmup.map(({ drain }) => drain.ms),
        raw: warmup.map(({ raw }) => raw.ms),
      },
      cpuMs: {
        drain: median(cpu.drain),
        raw: median(cpu.raw),
        postgres: cpu.postgres.length ? median(cpu.postgres) : null,
        rounds: cpu,
      },
    }
  }

  const fast = await compareDrain('/drain', '/raw')
  const { drainMs, rawMs } = fast
  // A receiver that takes 20 ms to answer: what bounds the drain is requests in flight.
  receiver.script({ delayMs: SLOW_MS })
  const slow = await compareDrain('/slow-drain', '/slow-raw')
  const { drainMs: slowDrainMs, rawMs: slowRawMs } = slow
  receiver.reset()
  const viaWorker = workerPass
    ? await compareDrain('/worker-drain', '/worker-raw', workerPass)
    : undefined

  const rate = (ms: number) => (DELIVERIES / ms) * 1000
  const createRatio = p50Webhooks / p50Baseline
  const drainRatio = fast.ratio
  const slowDrainRatio = slow.ratio
  const db = queued.shared.db
  const result = {
    db,
    redis: Boolean(process.env.REDIS_URL),
    samples: SAMPLES,
    subscriptions: 3,
    deliveries: DELIVERIES,
    batch: BATCH,
    concurrency: CONCURRENCY,
    createP50Ms: { baseline: p50Baseline, webhooks: p50Webhooks },
    createRatio,
    warmupRounds: WARMUP_ROUNDS,
    rounds: ROUNDS,
    drain: {
      ms: drainMs,
      perSecond: rate(drainMs),
      roundsMs: fast.rounds.drain,
      warmupMs: fast.warmupMs.drain,
    },
    raw: {
      ms: rawMs,
      perSecond: rate(rawMs),
      roundsMs: fast.rounds.raw,
      warmupMs: fast.warmupMs.raw,
    },
    drainRatio,
    cpuMs: fast.cpuMs,
    slowReceiver: {
      delayMs: SLOW_MS,
      drainMs: slowDrainMs,
      rawMs: slowRawMs,
      drainRatio: slowDrainRatio,
      roundsMs: slow.rounds,
    },
    worker: viaWorker && {
      drainMs: viaWorker.drainMs,
      rawMs: viaWorker.rawMs,
      drainRatio: viaWorker.ratio,
      roundsMs: viaWorker.rounds,
      cpuMs: viaWorker.cpuMs,
    },
  }
  const lines = [
    `webhooks benchmark (${db}${process.env.REDIS_URL ? ' + redis' : ''}, ${SAMPLES} samples)`,
    `create p50: without plugin ${p50Baseline.toFixed(2)} ms, with 3 queued subscriptions ${p50Webhooks.toFixed(2)} ms → ratio ${createRatio.toFixed(2)}× (goal ≤ 1.30×) ${createRatio <= 1.3 ? 'OK' : 'MISSED'}`,
    `drain (median of ${ROUNDS}, after ${WARMUP_ROUNDS} warm-up runs): ${DELIVERIES} queued deliveries via queue-run in ${drainMs.toFixed(0)} ms (${rate(drainMs).toFixed(0)}/s), raw undici loop (${CONCURRENCY} in flight) ${rawMs.toFixed(0)} ms (${rate(rawMs).toFixed(0)}/s) → ratio ${drainRatio.toFixed(2)}× (median of the pairs; goal ≥ 0.50×) ${drainRatio >= 0.5 ? 'OK' : 'MISSED'}`,
    `CPU per run of ${DELIVERIES} (median): drain ${fast.cpuMs.drain.toFixed(0)} ms in this process${fast.cpuMs.postgres === null ? '' : ` and ${fast.cpuMs.postgres.toFixed(0)} ms in Postgres`}, raw loop ${fast.cpuMs.raw.toFixed(0)} ms`,
    `drain with a ${SLOW_MS} ms receiver: ${slowDrainMs.toFixed(0)} ms vs raw ${slowRawMs.toFixed(0)} ms → ratio ${slowDrainRatio.toFixed(2)}×`,
    viaWorker
      ? `drain through the worker's passes (in process, limit ${BATCH}): ${viaWorker.drainMs.toFixed(0)} ms vs raw ${viaWorker.rawMs.toFixed(0)} ms → ratio ${viaWorker.ratio.toFixed(2)}× ${viaWorker.ratio >= 0.5 ? 'OK' : 'MISSED'}`
      : 'drain through the worker: not measured (the implementation has no createWorker with runOnce)',
  ]
  if (JSON_OUTPUT) lines.push(JSON.stringify(result))
  process.stdout.write(`${lines.join('\n')}\n`)
} finally {
  for (const host of hosts) await host.close()
  await receiver.close()
}
