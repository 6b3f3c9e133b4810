import type { Config, Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { expectRefusal } from '../conformance/harness/expect-plugin'
import { defineFixture, heldBy, job, type QcHostOptions, queueJobs, withEnv } from '../fixtures'
import { bootHost, type Host } from '../fixtures/host'
import { poll } from '../fixtures/poll'
import { SWEEPER_LEASE_KEY } from './jobs/src/defaults'
import { releaseSweeper, sweepOrphans, tryLeadSweeper } from './jobs/src/reliability'
import { handOver } from './jobs/src/runner'
import { getJobStore } from './jobs/src/store/jobStore'
import type { RunResult } from './jobs/src/types'
import { bootQcHost, implementation } from './test-hosts'

const HOUR = 3_600_000

/**
 * What a worker takes from its options and from the jobs() it runs beside (the plugin's queues and
 * clock), beyond the spec's QC-18 and QC-19: the defaults the plugin records, its checks, its stop.
 */
/** A host whose config has no jobs() plugin (and, unless given, no jobs either), for `use`. */
const withoutJobsPlugin = async (
  use: (payload: Payload) => Promise<unknown>,
  config: Partial<Config> = {},
) => {
  const bare = await bootHost({
    fixture: defineFixture({ name: 'no-jobs-plugin', config: () => config }),
    implementation,
    // The schema differs with `config`: a snapshot of another one's database would not fit.
    reuseSeed: false,
  })
  try {
    await use(bare.payload)
  } finally {
    await bare.close()
  }
}

describe('jobs worker (reference unit)', () => {
  let host: Host
  let payload: Payload
  /** The plugin's clock: an hour behind the real one. */
  const behind = () => new Date(Date.now() - HOUR)
  const queue = async (queueName: string, waitUntil?: Date) =>
    (
      (await payload.jobs.queue({
        task: 'noop',
        input: {},
        queue: queueName,
        waitUntil,
      } as never)) as {
        id: number | string
      }
    ).id
  const ranIds = async (options: Record<string, unknown> = {}) =>
    ((await implementation.createWorker!({ payload, ...options }).runOnce()) as RunResult).ran.map(
      (ran) => ran.id,
    )

  beforeAll(async () => {
    host = await bootQcHost({ queueControl: { queues: ['a', 'b'] }, now: behind })
    payload = host.payload
  }, 120_000)
  afterAll(() => host?.close())
  beforeEach(async () => {
    await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } } })
  })

  test('refuses a limit that is not a positive integer, and reliability options it cannot use', async () => {
    const worker = (options: Record<string, unknown>) => () => implementation.createWorker!(options)
    for (const limit of [0, -1, 1.5])
      await expectRefusal(
        worker({ payload, limit }),
        `jobs: createWorker.limit must be a positive integer, got ${limit}`,
      )
    await expectRefusal(
      worker({ payload, pollIntervalMs: -1 }),
      'jobs: createWorker.pollIntervalMs must be a positive integer (milliseconds), got -1',
    )
    await expectRefusal(
      worker({ payload, reliability: { leaseMs: 0 } }),
      'jobs: createWorker.reliability.leaseMs must be a positive integer (milliseconds), got 0',
    )
    await withoutJobsPlugin((bare) =>
      expectRefusal(
        worker({ payload: bare, reliability: true }),
        'jobs: createWorker.reliability needs the jobs() plugin in the config (it adds the lease fields to payload-jobs)',
      ),
    )
  })

  test('a Payload without jobs configured: the worker and the health report refuse with what is missing', async () => {
    const missing =
      'jobs: payload has no payload-jobs collection: Payload adds it when the config has jobs.tasks or jobs.workflows'
    await withoutJobsPlugin(async (bare) => {
      await expectRefusal(() => implementation.createWorker!({ payload: bare }), missing)
      await expectRefusal(implementation.getQueueHealth!(bare), missing)
    })
  })

  test('runs the queues jobs() covers unless given its own or all; at most `limit` jobs a pass', async () => {
    const inA = await queue('a')
    const inB = await queue('b')
    const inDefault = await queue('default')
    expect(await ranIds({ limit: 1 })).toEqual([inA])
    expect(await ranIds()).toEqual([inB])
    expect(await ranIds({ queues: ['a', 'b'] })).toEqual([])
    expect(await ranIds({ queues: ['default'] })).toEqual([inDefault])
    const later = await queue('elsewhere')
    expect(await ranIds({ allQueues: true })).toEqual([later])
  })

  test('a pass of 100 or more claims in parts and runs exactly its limit, oldest first', async () => {
    const ids: Array<number | string> = []
    for (let index = 0; index < 130; index++) ids.push(await queue('a'))
    expect(await ranIds({ limit: 100, queues: ['a'] })).toEqual(ids.slice(0, 100))
    expect(await ranIds({ limit: 100, queues: ['a'] })).toEqual(ids.slice(100))
  })

  test('on a project without schedules (so no schedule stats) the health report has no last scheduled run', async () => {
    const report = await implementation.getQueueHealth!(payload)
    expect(
      report.queues.map((queue: { lastScheduledRun: string | null }) => queue.lastScheduledRun),
    ).toEqual([null, null])
  })

  test('the hand-over to core that Payload 4 runs, run on this Payload: claimed jobs put down, run by core and answered in claim order; no jobs, no run', async () => {
    const store = getJobStore(payload)
    const ids = [await queue('a'), await queue('a')]
    const claimed = await store.claim({ queues: ['a'], exclude: [], limit: 10, now: new Date() })
    expect(claimed.map((claimedJob) => claimedJob.id)).toEqual(ids)
    expect(await handOver({ payload, store, silent: true }, claimed)).toEqual(
      ids.map((id) => ({ id, queue: 'a', task: 'noop', workflow: null, status: 'success' })),
    )
    for (const id of ids) expect((await job(payload, id)).completedAt).toEqual(expect.any(String))
    expect(await handOver({ payload, store, silent: true }, [])).toEqual([])
  })

  test('judges what is due by the clock jobs() was given, unless the worker is given its own', async () => {
    // Due half an hour ago by the real clock: not yet by the plugin's, an hour behind.
    const halfAnHourAgo = await queue('a', new Date(Date.now() - HOUR / 2))
    expect(await ranIds()).toEqual([])
    expect(await ranIds({ now: () => new Date() })).toEqual([halfAnHourAgo])
  })

  /** A pause store that counts its reads and fails the first `failing` of them. */
  const watchedPauseStore = (failing = 0) => {
    const store = implementation.createPauseStore!(payload)
    const watched = {
      ...store,
      reads: 0,
      state: async () => {
        watched.reads++
        if (watched.reads <= failing) throw new Error('pause store unreachable')
        return store.state()
      },
    }
    return watched
  }

  test('started twice it runs one loop: idle, it passes once and then waits out its default poll interval, a second', async () => {
    const pauseStore = watchedPauseStore()
    const worker = implementation.createWorker!({ payload, pauseStore })
    worker.start()
    worker.start()
    try {
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(pauseStore.reads).toBe(1)
      await poll(async () => pauseStore.reads === 2 || undefined, {
        message: 'the worker never passed again after its poll interval',
      })
    } finally {
      await worker.stop()
    }
  })

  test('a pass that fails is logged with the worker’s id and the error, and the next pass goes on', async () => {
    const id = await queue('a')
    const earlier = host.logs.length
    const worker = implementation.createWorker!({
      payload,
      pauseStore: watchedPauseStore(1),
      id: 'flaky-1',
      pollIntervalMs: 20,
    })
    worker.start()
    try {
      await poll(async () => (await job(payload, id)).completedAt || undefined, {
        message: 'the worker stopped after a failed pass',
      })
    } finally {
      await worker.stop()
    }
    expect(host.logs.slice(earlier).filter((entry) => entry.level >= 50)).toEqual([
      expect.objectContaining({
        msg: 'payload-plugin-suite/jobs worker flaky-1: run pass failed',
        err: expect.objectContaining({ message: 'pause store unreachable' }),
      }),
    ])
  })

  test('beside Payload’s jobs without the jobs() plugin: the worker runs the default queue, and it and the pause store go by the real clock', async () => {
    const noop = { slug: 'noop', handler: async () => ({ output: {} }) }
    await withoutJobsPlugin(
      async (bare) => {
        const queued = async (queueName?: string) =>
          (
            (await bare.jobs.queue({ task: 'noop', input: {}, queue: queueName } as never)) as {
              id: number | string
            }
          ).id
        const inDefault = await queued()
        await queued('a')
        // Due a minute ago by the real clock.
        const due = await bare.jobs.queue({
          task: 'noop',
          input: {},
          waitUntil: new Date(Date.now() - 60_000),
        } as never)
        const ran = (await implementation.createWorker!({ payload: bare }).runOnce()) as RunResult
        expect(ran.ran.map((ranJob) => ranJob.id)).toEqual([inDefault, (due as { id: number }).id])
        const pauses = implementation.createPauseStore!(bare)
        await pauses.pause('default', { resumeAt: new Date(Date.now() + HOUR) })
        expect(await pauses.isPaused('default')).toBe(true)
      },
      { jobs: { tasks: [noop], deleteJobOnComplete: false } },
    )
  })

  test('its id is the one given, or a fresh worker-<uuid>', () => {
    expect(implementation.createWorker!({ payload, id: 'mailer-1' }).id).toBe('mailer-1')
    const ids = [1, 2].map(() => implementation.createWorker!({ payload }).id)
    for (const id of ids)
      expect(id).toMatch(/^worker-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(ids[0]).not.toBe(ids[1])
  })

  test('stop() wakes a worker waiting out its poll interval instead of waiting with it', async () => {
    const worker = implementation.createWorker!({ payload, pollIntervalMs: HOUR })
    worker.start()
    expect(worker.running).toBe(true)
    // The first pass finds nothing and the worker goes idle for an hour.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const stopped = worker.stop().then(() => 'stopped')
    const waited = new Promise((resolve) => setTimeout(resolve, 30_000, 'still waiting'))
    expect(await Promise.race([stopped, waited])).toBe('stopped')
    expect(worker.running).toBe(false)
  })

  test('a pass that ran jobs is followed at once by the next: a backlog drains without waiting out the poll interval', async () => {
    const backlog = [await queue('a'), await queue('a'), await queue('b')]
    const worker = implementation.createWorker!({ payload, limit: 1, pollIntervalMs: HOUR })
    worker.start()
    try {
      for (const id of backlog)
        await poll(async () => (await job(payload, id)).completedAt || undefined, {
          message: `job ${id} waited for the poll interval`,
        })
    } finally {
      await worker.stop()
    }
  })

  test('a running worker picks up jobs queued while it runs, then stops without taking more', async () => {
    const worker = implementation.createWorker!({ payload, pollIntervalMs: 20 })
    worker.start()
    worker.start()
    const first = await queue('a')
    await poll(async () => (await job(payload, first)).completedAt || undefined, {
      message: 'the worker never ran the job queued after its start',
    })
    await worker.stop()
    await worker.stop()
    const after = await queue('a')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await job(payload, after)).completedAt ?? null).toBeNull()
  })
})

describe('a worker beside jobs({ reliability }) (reference unit)', () => {
  const SWEEP_MS = 40_000
  let host: Host
  let payload: Payload
  /**
   * The worker's clock, fixed, so the sweeper lease it writes can be read to the millisecond; an hour
   * ahead, so that only by this clock has the orphan's lease run out.
   */
  const fixed = new Date(Date.now() + HOUR)
  /** A job on a queue no worker here runs, left in hand by a worker whose lease has run out. */
  const orphan = async () => {
    const [id] = await queueJobs(payload, 1, 'noop', 'elsewhere')
    await payload.update({
      collection: 'payload-jobs',
      id: id!,
      data: heldBy(payload, 'vanished', new Date(fixed.getTime() - 1)) as never,
    })
    return id!
  }
  const recoveries = async (id: number | string) => (await job(payload, id)).recoveredCount ?? 0

  beforeAll(async () => {
    host = await bootQcHost({ reliability: { sweepIntervalMs: SWEEP_MS } })
    payload = host.payload
  }, 120_000)
  afterAll(() => host?.close())
  beforeEach(async () => {
    await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } } })
    await payload.kv.delete(SWEEPER_LEASE_KEY)
  })

  test('given no reliability of its own, it takes jobs()’: on start it leads the sweep for two sweep intervals and frees the orphan; on stop it gives the lead up', async () => {
    const left = await orphan()
    const worker = implementation.createWorker!({ payload, now: () => fixed, pollIntervalMs: HOUR })
    worker.start()
    try {
      await poll(async () => (await recoveries(left)) === 1 || undefined, {
        message: 'the worker swept the orphan',
      })
      expect(await payload.kv.get(SWEEPER_LEASE_KEY)).toEqual({
        owner: worker.id,
        expiresAt: new Date(fixed.getTime() + 2 * SWEEP_MS).toISOString(),
      })
    } finally {
      await worker.stop()
    }
    expect(await payload.kv.get(SWEEPER_LEASE_KEY)).toBeNull()
  })

  test('stop() ends the worker even when giving up the sweeper lead fails (the lead runs out by itself)', async () => {
    const worker = implementation.createWorker!({ payload, now: () => fixed, pollIntervalMs: HOUR })
    worker.start()
    const kv = payload.kv
    try {
      await poll(
        async () =>
          (await kv.get<{ owner: string }>(SWEEPER_LEASE_KEY))?.owner === worker.id || undefined,
        { message: 'the worker took the sweeper lead' },
      )
      payload.kv = new Proxy(kv, {
        get: (target, property) =>
          property === 'delete'
            ? async () => {
                throw new Error('KV unreachable')
              }
            : Reflect.get(target, property),
      })
      await expect(worker.stop()).resolves.toBeUndefined()
      expect(worker.running).toBe(false)
    } finally {
      payload.kv = kv
    }
  })

  test('with sweep: false it runs jobs but never sweeps', async () => {
    const left = await orphan()
    const [due] = await queueJobs(payload, 1)
    const worker = implementation.createWorker!({
      payload,
      now: () => fixed,
      pollIntervalMs: HOUR,
      sweep: false,
    })
    worker.start()
    try {
      await poll(async () => (await job(payload, due!)).completedAt || undefined, {
        message: 'the worker ran the due job',
      })
    } finally {
      await worker.stop()
    }
    expect(await recoveries(left)).toBe(0)
    expect(await payload.kv.get(SWEEPER_LEASE_KEY)).toBeNull()
  })

  test('a sweep that fails is logged with the worker’s id and the error, and the worker goes on', async () => {
    const earlier = host.logs.length
    const worker = implementation.createWorker!({
      payload,
      id: 'clockless-1',
      now: () => {
        throw new Error('clock stopped')
      },
      pollIntervalMs: HOUR,
    })
    worker.start()
    try {
      await poll(
        async () =>
          host.logs
            .slice(earlier)
            .find(
              (entry) => entry.msg === 'payload-plugin-suite/jobs worker clockless-1: sweep failed',
            ),
        { message: 'the failed sweep was not logged' },
      ).then((entry) =>
        expect(entry).toMatchObject({
          level: 50,
          err: expect.objectContaining({ message: 'clock stopped' }),
        }),
      )
      expect(worker.running).toBe(true)
    } finally {
      await worker.stop()
    }
  })

  test('the sweeper lead: taken when free, when its lease has run out (at its expiry exactly) or by its holder; given up only by its holder', async () => {
    const lease = () => payload.kv.get(SWEEPER_LEASE_KEY)
    const until = new Date(fixed.getTime() + 1_000)
    expect(await tryLeadSweeper(payload, 'one', 1_000, fixed)).toBe(true)
    expect(await lease()).toEqual({ owner: 'one', expiresAt: until.toISOString() })
    expect(await tryLeadSweeper(payload, 'two', 1_000, new Date(until.getTime() - 1))).toBe(false)
    expect(await tryLeadSweeper(payload, 'one', 1_000, new Date(until.getTime() - 1))).toBe(true)
    expect(await tryLeadSweeper(payload, 'two', 1_000, new Date(until.getTime() + 999))).toBe(true)
    expect(await lease()).toMatchObject({ owner: 'two' })
    await releaseSweeper(payload, 'one')
    expect(await lease()).toMatchObject({ owner: 'two' })
    await releaseSweeper(payload, 'two')
    expect(await lease()).toBeNull()
    await releaseSweeper(payload, 'two')
  })

  test('a sweep pass recovers what has expired by the clock given, and warns with how many only when it recovered any', async () => {
    const left = await orphan()
    // Only this test's: the workers of the tests before swept and warned too.
    const earlier = host.logs.length
    const warnings = () =>
      host.logs
        .slice(earlier)
        .filter((entry) => entry.level === 40 && /whose worker stopped/.test(entry.msg))
    expect(await sweepOrphans(payload)).toEqual({ recovered: [] })
    expect(warnings()).toEqual([])
    expect(await sweepOrphans(payload, { now: () => fixed })).toEqual({ recovered: [left] })
    expect(warnings()).toEqual([
      expect.objectContaining({
        msg: 'Recovered 1 job(s) whose worker stopped heartbeating',
        recovered: [left],
      }),
    ])
  })
})

describe('the runner option (reference unit)', () => {
  const withRunner = async (
    runner: QcHostOptions['runner'],
    use: (host: Host) => Promise<void>,
    nextPhase?: string,
  ) => {
    const host = await withEnv('NEXT_PHASE', nextPhase, () =>
      bootQcHost({ queueControl: { queues: ['a', 'b'] }, runner }),
    )
    try {
      await use(host)
    } finally {
      await host.close()
    }
  }
  const started = (host: Host) =>
    host.logs
      .map((entry) => entry.msg)
      .filter((msg) => /^payload-plugin-suite\/jobs: runner /.test(msg))
      .map((msg) => msg.replace(/worker-[0-9a-f-]{36}/, 'worker-<id>'))

  test('one worker per Payload, started for queue control’s queues or every queue and said in the log; it runs what is queued, with no call', async () => {
    const signals = process.listenerCount('SIGTERM')
    const interrupts = process.listenerCount('SIGINT')
    await withRunner(true, async (host) => {
      expect(started(host)).toEqual([
        'payload-plugin-suite/jobs: runner worker-<id> started for queue(s) a, b',
      ])
      expect(process.listenerCount('SIGTERM')).toBe(signals + 1)
      expect(process.listenerCount('SIGINT')).toBe(interrupts + 1)
      const [id] = await queueJobs(host.payload, 1, 'noop', 'b')
      await poll(async () => (await job(host.payload, id!)).completedAt || undefined, {
        message: 'the runner ran the queued job',
      })
    })
    // Closing the host stops the worker and leaves no signal handler behind.
    expect(process.listenerCount('SIGTERM')).toBe(signals)
    expect(process.listenerCount('SIGINT')).toBe(interrupts)
    await withRunner({ allQueues: true }, async (host) => {
      expect(started(host)).toEqual([
        'payload-plugin-suite/jobs: runner worker-<id> started for every queue',
      ])
      const [id] = await queueJobs(host.payload, 1, 'noop', 'elsewhere')
      await poll(async () => (await job(host.payload, id!)).completedAt || undefined, {
        message: 'the runner ran a job of a queue queue control does not name',
      })
    })
  })

  test('its own queues and poll interval reach its worker: queue a’s job left to others, a job queued while it waits out an hour left waiting', async () => {
    await withRunner({ queues: ['b'] }, async (host) => {
      const [inA] = await queueJobs(host.payload, 1, 'noop', 'a')
      const [inB] = await queueJobs(host.payload, 1, 'noop', 'b')
      await poll(async () => (await job(host.payload, inB!)).completedAt || undefined, {
        message: 'the runner ran the job of its queue',
      })
      expect((await job(host.payload, inA!)).completedAt ?? null).toBeNull()
    })
    await withRunner({ pollIntervalMs: HOUR }, async (host) => {
      // Its first pass, at start, found nothing: it waits an hour, where the default is a second.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const [queued] = await queueJobs(host.payload, 1, 'noop', 'a')
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      expect((await job(host.payload, queued!)).completedAt ?? null).toBeNull()
    })
  })

  test('none while Next.js builds (Payload initialises there only to prerender)', async () => {
    await withRunner(
      true,
      async (host) => {
        expect(started(host)).toEqual([])
      },
      'phase-production-build',
    )
  })
})
