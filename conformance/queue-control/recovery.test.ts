import {
  createClient,
  errorMessage,
  handOf,
  hasCoreLease,
  heldBy,
  JOBS,
  job,
  poll,
  queueJobs,
  spawnHost,
  withEnv,
} from '../../fixtures'
import { beforeEach, describeFamily, expect, expectRefusal, implementation, test } from '../harness'
import { blockKeys } from './qc-host'
import { CRON_SECRET, kvKeys, manualClock, useQcHost, withQcHost } from './support'

const LEASE_MS = 60_000

describeFamily('QC', 'crash recovery', () => {
  const clock = manualClock()
  const host = useQcHost({
    queueControl: 'cron',
    reliability: { leaseMs: LEASE_MS, heartbeatMs: 1_000, sweepIntervalMs: 60_000 },
    now: clock.now,
  })
  const api = () => ({
    get: (path: string, query?: Record<string, string>) =>
      withEnv('CRON_SECRET', CRON_SECRET, () =>
        createClient(host()).get(`${JOBS}/${path}`, {
          headers: { authorization: `Bearer ${CRON_SECRET}` },
          query,
        }),
      ),
  })

  /** A worker on the test's clock that polls every 50 ms and, when elected, sweeps every `sweepIntervalMs`. */
  const sweepingWorker = (id: string, sweepIntervalMs = 50) =>
    implementation.createWorker!({
      id,
      payload: host().payload,
      pollIntervalMs: 50,
      reliability: { leaseMs: 400, heartbeatMs: 100, sweepIntervalMs },
      now: clock.now,
    })

  /** The worker holding the sweeper lease in the KV store, if any. */
  const sweeperOwner = async () => {
    const key = (await host().payload.kv.keys()).find((name) => name.includes('sweeper'))
    return key ? ((await host().payload.kv.get(key)) as { owner: string } | null)?.owner : undefined
  }

  beforeEach(async () => {
    clock.set(undefined)
    await host().payload.delete({ collection: 'payload-jobs', where: {} })
    for (const key of await kvKeys(host().payload, ''))
      if (key.includes('sweeper')) await host().payload.kv.delete(key)
  })

  test('[QC-21] a job held by a SIGKILLed worker process is recovered by a sweep once its lease expires, marked recovered, and completes exactly once', async () => {
    const tag = 'crash'
    const [id] = await queueJobs(host().payload, 1, 'block', 'default', { tag })
    const worker = await spawnHost({
      fixture: new URL('./qc-host.ts', import.meta.url),
      attach: host().shared,
      options: {
        reliability: { leaseMs: LEASE_MS, heartbeatMs: 1_000, sweepIntervalMs: 60_000 },
        worker: { pollIntervalMs: 20, id: 'doomed-worker' },
      },
    })
    try {
      await poll(async () => (await kvKeys(host().payload, blockKeys.started(tag))).length === 1, {
        message: 'the worker process started the job',
        timeout: 30_000,
      })
      // Payload 4's runJobs holds the job under its own claim token, not the worker's id.
      expect(handOf(await job(host().payload, id))).toMatchObject({
        inHand: true,
        holder: hasCoreLease(host().payload) ? expect.any(String) : 'doomed-worker',
      })
    } finally {
      await worker.kill('SIGKILL')
    }
    // The lease has not expired yet: the dead worker's job is left alone.
    const early = await api().get('queue-sweep')
    expect(early.status).toBe(200)
    expect(early.body.recovered).toEqual([])
    const untouched = await job(host().payload, id)
    expect(untouched.recoveredCount).toBe(0)
    expect(handOf(untouched).inHand).toBe(true)

    clock.set(new Date(Date.now() + LEASE_MS + 1_000))
    const sweep = await api().get('queue-sweep')
    expect(sweep.body.recovered).toEqual([id])
    const recovered = await job(host().payload, id)
    expect(recovered).toMatchObject({ completedAt: null, recoveredCount: 1 })
    expect(handOf(recovered)).toEqual({ inHand: false, holder: null, until: null })
    expect(new Date(recovered.recoveredAt!).toISOString()).toBe(clock.now().toISOString())
    const health = await api().get('queue-status')
    expect(health.body.totals).toMatchObject({ processing: 0, queued: 1, recovered: 1 })
    // A second sweep finds nothing more to do.
    expect((await api().get('queue-sweep')).body.recovered).toEqual([])

    await host().payload.kv.set(blockKeys.release(tag), true)
    const rerun = await api().get('queue-run', { disableScheduling: 'true' })
    expect(rerun.body.ran).toEqual([
      { id, queue: 'default', status: 'success', task: 'block', workflow: null },
    ])
    expect(await kvKeys(host().payload, blockKeys.started(tag))).toHaveLength(2)
    expect(await kvKeys(host().payload, blockKeys.done(tag))).toHaveLength(1)
    const completed = await job(host().payload, id)
    expect(completed).toMatchObject({ hasError: false, recoveredCount: 1, totalTried: 1 })
    expect(handOf(completed).inHand).toBe(false)
    expect((await api().get('queue-status')).body.totals).toMatchObject({
      recovered: 1,
      succeeded: 1,
      total: 1,
    })
  }, 120_000)

  test('[QC-22] a live worker keeps its lease alive by heartbeat, so sweeps never take its job', async () => {
    const tag = 'alive'
    const leaseMs = 10_000
    // The worker's clock runs an hour ahead of the real one and moves only when the test moves it:
    // heartbeats tick on real time but stamp that clock, so no stall of a loaded machine can let a
    // lease lapse between two of them, and a lease stamped with the real time reads as long expired.
    clock.set(new Date(Date.now() + 3_600_000))
    const [id] = await queueJobs(host().payload, 1, 'block', 'default', { tag })
    const worker = implementation.createWorker!({
      payload: host().payload,
      pollIntervalMs: 20,
      reliability: { leaseMs, heartbeatMs: 50 },
      sweep: false,
      now: clock.now,
    })
    worker.start()
    const sweep = async () =>
      (await implementation.sweepOrphans!(host().payload, { now: clock.now })).recovered
    try {
      await poll(async () => (await kvKeys(host().payload, blockKeys.started(tag))).length === 1, {
        message: 'job started',
      })
      // Five steps of 0.6 of a lease: the job outlives the lease it was claimed with three times over.
      for (let step = 1; step <= 5; step++) {
        clock.set(new Date(clock.now().getTime() + leaseMs * 0.6))
        expect(await sweep(), `a sweep ${step * 0.6} leases in, before the next heartbeat`).toEqual(
          [],
        )
        const renewedTo = clock.now().getTime() + leaseMs
        await poll(
          async () =>
            Date.parse(handOf(await job(host().payload, id), clock.now()).until ?? '') >= renewedTo,
          {
            message: `a heartbeat renewed the lease to a full length from ${step * 0.6} leases in`,
          },
        )
        expect(await sweep(), `a sweep ${step * 0.6} leases in, after the heartbeat`).toEqual([])
      }
      const held = await job(host().payload, id)
      expect(held.recoveredCount).toBe(0)
      expect(handOf(held, clock.now()).inHand).toBe(true)
    } finally {
      await host().payload.kv.set(blockKeys.release(tag), true)
      await worker.stop()
    }
    expect(await kvKeys(host().payload, blockKeys.started(tag))).toHaveLength(1)
    expect((await job(host().payload, id)).completedAt).toBeTruthy()
  }, 60_000)

  test('[QC-23] queue-sweep runs one pass without election (another worker holding the sweeper lease does not stop it)', async () => {
    const [id] = await queueJobs(host().payload, 1)
    await host().payload.update({
      collection: 'payload-jobs',
      id,
      data: heldBy(host().payload, 'gone', new Date(clock.now().getTime() - 1)) as never,
    })
    const sweeperKey = (await host().payload.kv.keys()).find((key) => key.includes('sweeper'))
    await host().payload.kv.set(sweeperKey ?? 'pps-jobs:sweeper', {
      owner: 'someone-else',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    const sweep = await api().get('queue-sweep')
    expect(sweep.status).toBe(200)
    expect(sweep.body.recovered).toEqual([id])
  })

  test('[QC-24] only one worker at a time is the elected sweeper, and another takes over when it stops', async () => {
    // The workers' clock stands still while both run, so no stall of a loaded machine lets the
    // leader's sweeper lease lapse between two of its renewals.
    clock.set(new Date())
    const first = sweepingWorker('sweeper-one')
    const second = sweepingWorker('sweeper-two')
    first.start()
    await poll(async () => (await sweeperOwner()) === 'sweeper-one', {
      message: 'first worker elected',
    })
    second.start()
    // Several sweep intervals of the second worker pass without it taking over.
    for (let round = 0; round < 5; round++) {
      await poll(async () => (await sweeperOwner()) !== undefined, { message: 'a leader exists' })
      expect(await sweeperOwner()).toBe('sweeper-one')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await first.stop()
    // Whether a stopping worker hands its lease back or lets it lapse, an hour on it is free.
    clock.set(new Date(clock.now().getTime() + 3_600_000))
    await poll(async () => (await sweeperOwner()) === 'sweeper-two', {
      message: 'second worker took over',
    })
    await second.stop()
  }, 30_000)

  test('[QC-24] a worker that is not the elected sweeper leaves orphans alone until it is elected', async () => {
    clock.set(new Date())
    // The leader sweeps once on election, then not for an hour; the other would sweep every 50 ms.
    const leader = sweepingWorker('slow-sweeper', 3_600_000)
    const follower = sweepingWorker('eager-follower')
    leader.start()
    try {
      await poll(async () => (await sweeperOwner()) === 'slow-sweeper', {
        message: 'the leader was elected',
      })
      // On a queue neither worker runs: only a sweep can free it (Payload 4 would otherwise let a runner claim it).
      const [orphan] = await queueJobs(host().payload, 1, 'noop', 'elsewhere')
      // Its lease lapses only once the clock moves on, so the leader's sweep on election (which may
      // still be under way) cannot be the one to free it.
      await host().payload.update({
        collection: 'payload-jobs',
        id: orphan,
        data: heldBy(host().payload, 'vanished', new Date(clock.now().getTime() + 60_000)) as never,
      })
      clock.set(new Date(clock.now().getTime() + 120_000))
      follower.start()
      // Twenty of the follower's sweep intervals: the orphan stays where the vanished worker left it.
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect(handOf(await job(host().payload, orphan))).toMatchObject({
        inHand: true,
        holder: 'vanished',
      })
      await leader.stop()
      clock.set(new Date(clock.now().getTime() + 3_600_000))
      await poll(async () => (await sweeperOwner()) === 'eager-follower', {
        message: 'the follower took over',
      })
      await poll(async () => !handOf(await job(host().payload, orphan)).inHand, {
        message: 'the elected follower swept the orphan',
      })
    } finally {
      await leader.stop()
      await follower.stop()
    }
  }, 30_000)

  test('[QC-25] queue-sweep without the reliability option is a 409 with a message, and bad reliability options are refused at config time', async () => {
    await withQcHost({ queueControl: 'cron' }, async (plain) => {
      const response = await withEnv('CRON_SECRET', CRON_SECRET, () =>
        createClient(plain).get(`${JOBS}/queue-sweep`, {
          headers: { authorization: `Bearer ${CRON_SECRET}` },
        }),
      )
      expect(response.status).toBe(409)
      expect(errorMessage(response)).toMatch(/reliability/)
    })
    const jobs = implementation.jobs!
    for (const reliability of [
      { leaseMs: 0 },
      { leaseMs: 1000, heartbeatMs: 600 },
      { leaseMs: 1.5 },
      { sweepIntervalMs: -1 },
    ]) {
      await expectRefusal(
        () => jobs({ reliability })({ collections: [] } as never),
        /reliability/,
        JSON.stringify(reliability),
      )
    }
    await expectRefusal(() => jobs({ queueControl: 'yes' })({} as never), /queueControl/)
    await expectRefusal(() => jobs({ queueControl: { queues: [] } })({} as never), /queues/)
    for (const queueControl of [
      { access: 'admins' },
      { access: true },
      { queues: [''] },
      { queues: [42] },
      { queues: 'default' },
    ]) {
      await expectRefusal(
        () => jobs({ queueControl } as never)({} as never),
        /queueControl/,
        JSON.stringify(queueControl),
      )
    }
  })
})
