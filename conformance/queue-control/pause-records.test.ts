import {
  createClient,
  errorMessage,
  type HttpClient,
  handOf,
  JOBS,
  job,
  OPS_USER,
  poll,
  queueJobs,
  signedIn,
  spawnHost,
  VIEWER_USER,
} from '../../fixtures'
import { beforeEach, describeFamily, expect, implementation, test } from '../harness'
import { blockKeys, shutdownKey } from './qc-host'
import { kvKeys, manualClock, useQcHost, withQcHost } from './support'

const QUEUES = ['default', 'a']

describeFamily('QC', 'pause records (who, when, why, until) and the pause endpoints', () => {
  const clock = manualClock()
  const host = useQcHost({ queueControl: 'ops', now: clock.now })
  const store = () => implementation.createPauseStore!(host().payload)
  let ops: HttpClient

  beforeEach(async () => {
    clock.set(undefined)
    ops ??= await signedIn(host(), host().payload, OPS_USER)
    await store().resume({ all: true })
  })

  const status = async () => {
    const response = await ops.get(`${JOBS}/queue-status`)
    expect(response.status).toBe(200)
    return response.body as {
      pausedGlobally: boolean
      globalPause: Record<string, unknown> | null
      queues: Array<{ queue: string; paused: boolean; pause: Record<string, unknown> | null }>
    }
  }
  /** The status queue-pause or queue-resume answers the ops user's `body` with. */
  const opsCall = async (endpoint: 'queue-pause' | 'queue-resume', body: object) =>
    (await ops.post(`${JOBS}/${endpoint}`, body)).status
  const queueEntry = async (queue: string) =>
    (await status()).queues.find((entry) => entry.queue === queue)!

  test('[QC-31] POST queue-pause records who paused, when and why; queue-status returns it; queue-resume clears it', async () => {
    clock.set(new Date('2030-01-01T10:00:00.000Z'))
    expect(await opsCall('queue-pause', { queue: 'default', reason: 'Deploying the mailer' })).toBe(
      200,
    )
    expect(await queueEntry('default')).toMatchObject({
      paused: true,
      pause: {
        pausedBy: OPS_USER.email,
        pausedAt: '2030-01-01T10:00:00.000Z',
        reason: 'Deploying the mailer',
        resumeAt: null,
      },
    })
    expect((await status()).globalPause).toBeNull()

    clock.set(new Date('2030-01-01T10:05:00.000Z'))
    expect(await opsCall('queue-pause', { reason: 'Database maintenance' })).toBe(200)
    expect(await status()).toMatchObject({
      pausedGlobally: true,
      globalPause: {
        pausedBy: OPS_USER.email,
        pausedAt: '2030-01-01T10:05:00.000Z',
        reason: 'Database maintenance',
      },
    })

    // The programmatic store records the same details (a new pause of a layer replaces its record).
    clock.set(new Date('2030-01-01T10:10:00.000Z'))
    await store().pause('default', { by: 'deploy script', reason: 'migrating' })
    expect((await queueEntry('default')).pause).toMatchObject({
      pausedBy: 'deploy script',
      pausedAt: '2030-01-01T10:10:00.000Z',
      reason: 'migrating',
    })
    await store().pause(undefined, { by: 'deploy script', reason: 'everything' })
    expect((await status()).globalPause).toMatchObject({
      pausedBy: 'deploy script',
      pausedAt: '2030-01-01T10:10:00.000Z',
      reason: 'everything',
    })

    expect(await opsCall('queue-resume', { global: true })).toBe(200)
    expect(await status()).toMatchObject({ pausedGlobally: false, globalPause: null })
    expect((await queueEntry('default')).paused).toBe(true)
    expect(await opsCall('queue-resume', { queue: 'default' })).toBe(200)
    expect(await queueEntry('default')).toMatchObject({ paused: false, pause: null })
    // { all: true } clears both layers at once.
    expect(await opsCall('queue-pause', { queue: 'default', reason: 'both layers' })).toBe(200)
    expect(await opsCall('queue-pause', { reason: 'both layers' })).toBe(200)
    expect(await opsCall('queue-resume', { all: true })).toBe(200)
    expect(await status()).toMatchObject({ pausedGlobally: false, globalPause: null })
    expect(await queueEntry('default')).toMatchObject({ paused: false, pause: null })
    expect(await store().state()).toMatchObject({ global: false, queues: [] })
  })

  test('[QC-32] a pause with resumeAt ends by itself once that time has passed, for every reader', async () => {
    clock.set(new Date('2030-01-01T10:00:00.000Z'))
    expect(
      await opsCall('queue-pause', { queue: 'default', resumeAt: '2030-01-01T10:30:00.000Z' }),
    ).toBe(200)
    expect(await queueEntry('default')).toMatchObject({
      paused: true,
      pause: { resumeAt: '2030-01-01T10:30:00.000Z' },
    })
    clock.set(new Date('2030-01-01T10:29:59.000Z'))
    expect(await store().isPaused('default')).toBe(true)
    clock.set(new Date('2030-01-01T10:30:00.000Z'))
    expect(await store().isPaused('default')).toBe(false)
    expect(await queueEntry('default')).toMatchObject({ paused: false, pause: null })
    // Once over, queue-run runs the queue again (the clock stays past resumeAt).
    const [id] = await queueJobs(host().payload, 1)
    const run = await ops.get(`${JOBS}/queue-run`, {
      query: { queue: 'default', disableScheduling: 'true' },
    })
    expect(run.body.ran.map((entry: { id: number | string }) => entry.id)).toContain(id)

    // A global pause with resumeAt ends the same way.
    clock.set(new Date('2030-01-01T12:00:00.000Z'))
    expect(await opsCall('queue-pause', { resumeAt: '2030-01-01T12:30:00.000Z' })).toBe(200)
    clock.set(new Date('2030-01-01T12:29:59.000Z'))
    expect(await store().isPaused('a')).toBe(true)
    clock.set(new Date('2030-01-01T12:30:00.000Z'))
    expect(await store().isPaused('a')).toBe(false)
    expect(await status()).toMatchObject({ pausedGlobally: false, globalPause: null })
  })

  test('[QC-32] queue-run and queue-status each see an expired pause as over when they are the first to read it after resumeAt', async () => {
    clock.set(new Date('2030-01-01T10:00:00.000Z'))
    expect(
      await opsCall('queue-pause', { queue: 'default', resumeAt: '2030-01-01T10:30:00.000Z' }),
    ).toBe(200)
    const [id] = await queueJobs(host().payload, 1)
    clock.set(new Date('2030-01-01T10:30:00.000Z'))
    const run = await ops.get(`${JOBS}/queue-run`, {
      query: { queue: 'default', disableScheduling: 'true' },
    })
    expect(run.body.skipped).toEqual([])
    expect(run.body.ran.map((entry: { id: number | string }) => entry.id)).toContain(id)

    clock.set(new Date('2030-01-01T11:00:00.000Z'))
    expect(
      await opsCall('queue-pause', { queue: 'default', resumeAt: '2030-01-01T11:30:00.000Z' }),
    ).toBe(200)
    clock.set(new Date('2030-01-01T11:30:00.000Z'))
    expect(await queueEntry('default')).toMatchObject({ paused: false, pause: null })
  })

  test('[QC-33] queue-pause and queue-resume: the guard decides (401 signed out, 403 refused), bad input is a 400 that writes nothing', async () => {
    const anonymous = createClient(host())
    expect((await anonymous.post(`${JOBS}/queue-pause`, { queue: 'default' })).status).toBe(401)
    expect((await anonymous.post(`${JOBS}/queue-resume`, { all: true })).status).toBe(401)
    const viewer = await signedIn(host(), host().payload, VIEWER_USER)
    expect((await viewer.post(`${JOBS}/queue-pause`, { queue: 'default' })).status).toBe(403)
    expect((await viewer.post(`${JOBS}/queue-resume`, { all: true })).status).toBe(403)
    // The guard answers before anything else: a refused user is a 403 from queue-run (nothing runs) and queue-sweep.
    const [waiting] = await queueJobs(host().payload, 1)
    for (const path of ['queue-run?disableScheduling=true', 'queue-sweep'])
      expect((await viewer.get(`${JOBS}/${path}`)).status, path).toBe(403)
    expect((await job(host().payload, waiting)).completedAt ?? null).toBeNull()
    expect((await viewer.get(`${JOBS}/queue-status`)).status).toBe(403)

    const bad: Array<[string, unknown]> = [
      ['queue-pause', { queue: '' }],
      ['queue-pause', { queue: 'default', reason: 42 }],
      ['queue-pause', { queue: 'default', reason: 'x'.repeat(501) }],
      ['queue-pause', { queue: 'default', resumeAt: 'tomorrow' }],
      ['queue-pause', { queue: 'default', resumeAt: '2000-01-01T00:00:00.000Z' }],
      ['queue-pause', { queue: 'default', pausedBy: 'someone else' }],
      ['queue-pause', { queue: 7 }],
      ['queue-pause', { queue: 'q'.repeat(100_000) }],
      ['queue-pause', { queue: 'default', resumeAt: Date.parse('2030-01-01T12:00:00.000Z') }],
      // Not in the future: the host's clock reads exactly this time.
      ['queue-pause', { queue: 'default', resumeAt: '2030-01-01T10:00:00.000Z' }],
      ['queue-pause', [1]],
      ['queue-resume', {}],
      ['queue-resume', { queue: 'default', all: true }],
      ['queue-resume', { global: true, all: true }],
      ['queue-resume', { global: 'yes' }],
      ['queue-resume', { queue: 'default', all: 'yes' }],
      ['queue-resume', { queue: 'default', global: 1 }],
      ['queue-resume', { queue: '' }],
      ['queue-resume', { queue: 'default', until: 'later' }],
    ]
    clock.set(new Date('2030-01-01T10:00:00.000Z'))
    for (const [path, body] of bad) {
      const response = await ops.post(`${JOBS}/${path}`, body)
      const label = `${path} ${JSON.stringify(body).slice(0, 80)}`
      expect(response.status, label).toBe(400)
      expect(errorMessage(response), label).toMatch(/\w/)
      expect(JSON.stringify(response.body).length, label).toBeLessThan(2_000)
    }
    // Bodies that are not a JSON object at all.
    for (const raw of ['{"queue": "default"', 'null', '"default"', '42'])
      for (const path of ['queue-pause', 'queue-resume']) {
        const response = await ops.post(`${JOBS}/${path}`, raw, {
          headers: { 'content-type': 'application/json' },
        })
        expect(response.status, `${path} ${raw}`).toBe(400)
        expect(errorMessage(response), `${path} ${raw}`).toMatch(/\w/)
      }
    expect(await store().state()).toMatchObject({ global: false, queues: [] })
  })
})

describeFamily('QC', 'runner option', () => {
  test('[QC-34] jobs({ runner }) runs queued jobs of its queues with no call from anyone, and honors pauses', async () => {
    await withQcHost(
      { queueControl: { queues: QUEUES }, runner: { pollIntervalMs: 50 } },
      async (host) => {
        const { payload } = host
        const [first] = await queueJobs(payload, 1)
        await poll(async () => (await job(payload, first)).completedAt || undefined, {
          message: 'the runner never ran the queued job',
        })
        const [other] = await queueJobs(payload, 1, 'noop', 'a')
        await poll(async () => (await job(payload, other)).completedAt || undefined, {
          message: 'the runner skipped queue "a" of queueControl.queues',
        })

        await implementation.createPauseStore!(payload).pause('default')
        const [held] = await queueJobs(payload, 1)
        const [next] = await queueJobs(payload, 1, 'noop', 'a')
        await poll(async () => (await job(payload, next)).completedAt || undefined, {
          message: 'the runner stopped running queue "a"',
        })
        expect((await job(payload, held)).completedAt ?? null).toBeNull()
        await implementation.createPauseStore!(payload).resume('default')
        await poll(async () => (await job(payload, held)).completedAt || undefined, {
          message: 'the runner did not resume queue "default"',
        })
        // A queue outside its queues is never run, while the runner runs its own after it.
        const [outside] = await queueJobs(payload, 1, 'noop', 'outside')
        const [after] = await queueJobs(payload, 1, 'noop', 'a')
        await poll(async () => (await job(payload, after)).completedAt || undefined, {
          message: 'the runner stopped running queue "a"',
        })
        expect((await job(payload, outside)).completedAt ?? null).toBeNull()
      },
    )
  })
})

describeFamily('QC', 'runner option: shutdown', () => {
  const host = useQcHost()

  test('[QC-34] on SIGTERM a server running jobs({ runner }) finishes the job in hand, then exits', async () => {
    const { payload } = host()
    const tag = 'runner-shutdown'
    const [id] = await queueJobs(payload, 1, 'block', 'default', { tag })
    const server = await spawnHost({
      fixture: new URL('./qc-host.ts', import.meta.url),
      attach: host().shared,
      options: { runner: { pollIntervalMs: 20 }, markShutdown: true },
    })
    let exited: Promise<number | null> | undefined
    try {
      await poll(async () => (await kvKeys(payload, blockKeys.started(tag))).length === 1, {
        message: 'the runner never started the job',
        timeout: 15_000,
      })
      exited = server.stop()
      await poll(async () => (await payload.kv.has(shutdownKey(server.child.pid!))) || undefined, {
        message: 'the server went away with the job in hand (no SIGTERM mark)',
        timeout: 10_000,
      })
      expect(server.child.exitCode, 'the server exited with the job in hand').toBeNull()
      await payload.kv.set(blockKeys.release(tag), true)
      expect(await exited).toBe(0)
    } finally {
      if (!exited) await server.kill('SIGKILL')
    }
    expect(await kvKeys(payload, blockKeys.done(tag))).toHaveLength(1)
    const finished = await job(payload, id)
    expect(finished).toMatchObject({ hasError: false, completedAt: expect.any(String) })
    expect(handOf(finished).inHand).toBe(false)
  })
})

describeFamily('QC', 'failed and recovered jobs: lists, retry and cancel', () => {
  const host = useQcHost({ queueControl: 'ops', reliability: true })

  test('[QC-38] queue-jobs lists failed and recovered jobs; queue-retry runs a failed job again, queue-cancel cancels an open one; wrong state 409, unknown 404 naming the job, bad id 400, refused users 403', async () => {
    const { payload } = host()
    const ops = await signedIn(host(), payload, OPS_USER)
    const [failed] = await queueJobs(payload, 1, 'failHard')
    await payload.jobs.runByID({ id: failed, silent: true })
    const [cancelledBefore] = await queueJobs(payload, 1)
    await payload.jobs.cancelByID({ id: cancelledBefore })
    const [recovered] = await queueJobs(payload, 1, 'noop', 'default', { note: 'recovered' })
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: recovered,
      data: { recoveredCount: 1, recoveredAt: new Date().toISOString() },
    })

    // A failed job on a queue queue control does not cover is not listed.
    const [elsewhere] = await queueJobs(payload, 1, 'failHard', 'elsewhere')
    await payload.jobs.runByID({ id: elsewhere, silent: true })

    const lists = await ops.get(`${JOBS}/queue-jobs`)
    expect(lists.status).toBe(200)
    expect(lists.body.failed.map((entry: { id: unknown }) => entry.id)).toEqual([failed])
    expect(lists.body.failed[0]).toMatchObject({
      task: 'failHard',
      error: expect.stringContaining('fails for good'),
      totalTried: 1,
      open: false,
    })
    expect(lists.body.recovered).toEqual([
      expect.objectContaining({ id: recovered, recoveredCount: 1, open: true }),
    ])

    expect((await ops.post(`${JOBS}/queue-retry`, { id: recovered })).status).toBe(409)
    const retry = await ops.post(`${JOBS}/queue-retry`, { id: failed })
    expect(retry.status).toBe(200)
    expect(await job(payload, failed)).toMatchObject({ hasError: false, totalTried: 0 })
    await payload.jobs.runByID({ id: failed, silent: true })
    expect(await job(payload, failed)).toMatchObject({ hasError: true, totalTried: 1 })
    // From scratch: a retried job has its task's retries again (3 here), not what its log says is left.
    const [flaky] = await queueJobs(payload, 1, 'failOnce')
    for (let run = 0; run < 4; run++) await payload.jobs.runByID({ id: flaky, silent: true })
    expect(await job(payload, flaky)).toMatchObject({ hasError: true, totalTried: 4 })
    expect((await ops.post(`${JOBS}/queue-retry`, { id: flaky })).status).toBe(200)
    await payload.jobs.runByID({ id: flaky, silent: true })
    expect(await job(payload, flaky)).toMatchObject({ hasError: false, totalTried: 1 })

    expect((await ops.post(`${JOBS}/queue-cancel`, { id: failed })).status).toBe(409)
    expect((await ops.post(`${JOBS}/queue-cancel`, { id: recovered })).status).toBe(200)
    expect((await job(payload, recovered)).error).toMatchObject({ cancelled: true })

    for (const path of ['queue-cancel', 'queue-retry']) {
      const missing = await ops.post(`${JOBS}/${path}`, { id: 999_999 })
      expect(missing.status, path).toBe(404)
      // The 404 says what was not found: a job, with the id asked for.
      expect(errorMessage(missing), path).toMatch(/job.*999999/i)
    }
    for (const path of ['queue-retry', 'queue-cancel']) {
      for (const body of [
        {},
        { id: 'x; drop' },
        { id: failed, extra: 1 },
        { id: '9'.repeat(30) },
        { id: 'x'.repeat(100_000) },
      ]) {
        const refused = await ops.post(`${JOBS}/${path}`, body)
        expect(refused.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(400)
        expect(JSON.stringify(refused.body).length, path).toBeLessThan(2_000)
      }
    }
    const viewer = await signedIn(host(), payload, VIEWER_USER)
    expect((await viewer.get(`${JOBS}/queue-jobs`)).status).toBe(403)
    expect((await viewer.post(`${JOBS}/queue-retry`, { id: failed })).status).toBe(403)
    const [open] = await queueJobs(payload, 1)
    expect((await viewer.post(`${JOBS}/queue-cancel`, { id: open })).status).toBe(403)
    expect((await job(payload, open)).hasError ?? false).toBe(false)

    // The latest failure first.
    const [earlier] = await queueJobs(payload, 1, 'failHard')
    await payload.jobs.runByID({ id: earlier, silent: true })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const [later] = await queueJobs(payload, 1, 'failHard')
    await payload.jobs.runByID({ id: later, silent: true })
    expect(
      (await ops.get(`${JOBS}/queue-jobs`)).body.failed
        .map((entry: { id: unknown }) => entry.id)
        .slice(0, 2),
    ).toEqual([later, earlier])
  })
})
