import { createClient, heldBy, JOBS, job, poll, queueJobs, signedIn } from '../../fixtures'
import { afterAll, beforeAll, describeFamily, expect, implementation, test } from '../harness'
import { blockKeys } from './qc-host'
import { kvKeys, manualClock, payloadJobClock, useQcHost } from './support'

const HOUR = 3_600_000
const DAY = 24 * HOUR

describeFamily('QC', 'queue health', () => {
  const clock = manualClock()
  const host = useQcHost({
    queueControl: { queues: ['default', 'a'] },
    reliability: { leaseMs: 1_000, heartbeatMs: 100 },
    schedule: true,
    now: clock.now,
  })
  const ids: Record<string, number | string> = {}
  let stopBlocker: (() => Promise<void>) | undefined

  /** One job in each of the eight statuses on queue "default", plus jobs elsewhere that must not leak in. */
  beforeAll(async () => {
    const { payload } = host()
    ;[ids.succeeded] = await queueJobs(payload, 1)
    await payload.jobs.runByID({ id: ids.succeeded })
    ;[ids.failed] = await queueJobs(payload, 1, 'failHard')
    await payload.jobs.runByID({ id: ids.failed, silent: true })
    ;[ids.retrying] = await queueJobs(payload, 1, 'failOnce')
    await payload.jobs.runByID({ id: ids.retrying, silent: true })
    ;[ids.cancelled] = await queueJobs(payload, 1)
    await payload.jobs.cancelByID({ id: ids.cancelled })
    ids.scheduled = (
      (await payload.jobs.queue({
        task: 'noop',
        input: {},
        waitUntil: new Date(Date.now() + HOUR),
      } as never)) as { id: number | string }
    ).id
    // recovered: leased to a worker that vanished, then swept back to runnable (so also "queued").
    ;[ids.recovered] = await queueJobs(payload, 1)
    await payload.update({
      collection: 'payload-jobs',
      id: ids.recovered,
      data: heldBy(payload, 'vanished', new Date(Date.now() - 1)) as never,
    })
    await implementation.sweepOrphans!(payload, { now: () => new Date() })
    ;[ids.queued] = await queueJobs(payload, 1)
    // processing: really running, blocked in a worker.
    ;[ids.processing] = await queueJobs(payload, 1, 'block', 'default', { tag: 'health' })
    // Run by Payload in the background; the block task holds it until afterAll releases it.
    const blocking = payload.jobs.runByID({ id: ids.processing })
    stopBlocker = async () => {
      await payload.kv.set(blockKeys.release('health'), true)
      await blocking
    }
    await poll(async () => (await kvKeys(payload, blockKeys.started('health'))).length === 1, {
      message: 'blocker running',
    })
    await queueJobs(payload, 2, 'noop', 'a')
    await queueJobs(payload, 3, 'noop', 'not-covered')
  }, 60_000)
  afterAll(async () => {
    await stopBlocker?.()
  })

  test('[QC-26] the health report counts each of the eight statuses per queue and in totals, over covered queues only', async () => {
    const report = await implementation.getQueueHealth!(host().payload)
    const byQueue = Object.fromEntries(
      report.queues.map((entry: { queue: string }) => [entry.queue, entry]),
    )
    expect(Object.keys(byQueue)).toEqual(['default', 'a'])
    expect(byQueue.default).toMatchObject({
      cancelled: 1,
      failed: 1,
      processing: 1,
      queued: 2,
      recovered: 1,
      retrying: 1,
      scheduled: 1,
      succeeded: 1,
      total: 8,
    })
    expect(byQueue.a).toMatchObject({ queued: 2, total: 2, succeeded: 0, processing: 0 })
    expect(report.totals).toEqual({
      cancelled: 1,
      failed: 1,
      processing: 1,
      queued: 4,
      recovered: 1,
      retrying: 1,
      scheduled: 1,
      succeeded: 1,
      total: 10,
    })
    const recovered = await job(host().payload, ids.recovered)
    expect(recovered.recoveredCount).toBe(1)
  })

  test('[QC-27] GET /api/payload-jobs/queue-status answers with the same report as getQueueHealth', async () => {
    clock.set(new Date(Date.now() + 5_000))
    try {
      const browser = await signedIn(host(), host().payload)
      const response = await browser.get(`${JOBS}/queue-status`)
      expect(response.status).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).toEqual(await implementation.getQueueHealth!(host().payload))
      expect((await createClient(host()).get(`${JOBS}/queue-status`)).status).toBe(401)
    } finally {
      clock.set(undefined)
    }
  })

  test('[QC-28] the oldest queued age and the last scheduled run follow the injected clocks exactly', async () => {
    const { payload } = host()
    const queuedRows = (
      await payload.find({
        collection: 'payload-jobs',
        where: { queue: { equals: 'a' } },
        sort: 'createdAt',
        depth: 0,
      })
    ).docs
    const oldest = new Date(queuedRows[0].createdAt as string)
    clock.set(new Date(oldest.getTime() + 90_000))
    const pinned = new Date('2031-05-04T03:02:01.000Z')
    const original = payloadJobClock.getCurrentDate
    payloadJobClock.getCurrentDate = () => pinned
    try {
      const before = await implementation.getQueueHealth!(payload, { queues: ['a'] })
      expect(before.queues[0]).toMatchObject({
        oldestQueuedAgeMs: 90_000,
        oldestQueuedAt: oldest.toISOString(),
        lastScheduledRun: null,
      })
      expect(before.lastScheduledRun).toBeNull()
      await payload.jobs.handleSchedules({ queue: 'default' })
      const after = await implementation.getQueueHealth!(payload, {
        queues: ['default', 'a'],
        now: () => new Date(oldest.getTime() + 120_000),
      })
      expect(after.lastScheduledRun).toBe(pinned.toISOString())
      expect(
        after.queues.map((entry: { lastScheduledRun: string | null }) => entry.lastScheduledRun),
      ).toEqual([pinned.toISOString(), null])
      expect(after.queues[1].oldestQueuedAgeMs).toBe(120_000)
      expect(after.generatedAt).toBe(new Date(oldest.getTime() + 120_000).toISOString())
    } finally {
      payloadJobClock.getCurrentDate = original
      clock.set(undefined)
    }
  })

  test('[QC-42] succeeded counts the jobs completed in the 24 hours before now, and the report says since when', async () => {
    const { payload } = host()
    const completedAt = new Date((await job(payload, ids.succeeded)).completedAt!).getTime()
    const at = (time: number) =>
      implementation.getQueueHealth!(payload, { queues: ['default'], now: () => new Date(time) })
    const within = await at(completedAt + DAY - 1_000)
    expect(within.succeededSince).toBe(new Date(completedAt - 1_000).toISOString())
    expect(within.queues[0]).toMatchObject({ succeeded: 1, failed: 1, cancelled: 1 })
    const after = await at(completedAt + DAY + 1_000)
    expect(after.succeededSince).toBe(new Date(completedAt + 1_000).toISOString())
    // Only the succeeded job leaves the counts: failed and cancelled ones stay, however old.
    expect(after.queues[0]).toMatchObject({
      succeeded: 0,
      failed: 1,
      cancelled: 1,
      total: within.queues[0].total - 1,
    })
    expect(after.totals).toMatchObject({ succeeded: 0, total: within.totals.total - 1 })
  })

  test('[QC-43] queue-status shares its counts for a second of the plugin clock; a queue endpoint that changes jobs shows its change at once', async () => {
    const { payload } = host()
    const added: Array<number | string> = []
    clock.set(new Date(Date.now() + 10_000))
    try {
      const browser = await signedIn(host(), payload)
      const status = async () =>
        (await browser.get(`${JOBS}/queue-status`)).body.queues[1] as Record<string, number> & {
          queue: string
        }
      const first = await status()
      expect(first.queue).toBe('a')
      added.push(...(await queueJobs(payload, 1, 'noop', 'a')))
      // The same moment: the counts taken for the first call.
      expect(await status()).toEqual(first)
      expect((await browser.post(`${JOBS}/queue-cancel`, { id: added[0] })).status).toBe(200)
      expect(await status()).toMatchObject({ queued: first.queued, cancelled: first.cancelled + 1 })
      added.push(...(await queueJobs(payload, 1, 'noop', 'a')))
      clock.set(new Date(clock.now().getTime() + 1_000))
      expect(await status()).toMatchObject({
        queued: first.queued + 1,
        cancelled: first.cancelled + 1,
      })
    } finally {
      clock.set(undefined)
      await payload.delete({ collection: 'payload-jobs', where: { id: { in: added } } })
    }
  })

  test('[QC-43] the counts are shared by every caller, and queue-run and queue-retry show their change at once', async () => {
    const { payload } = host()
    const added: Array<number | string> = []
    clock.set(new Date(Date.now() + 20_000))
    try {
      const [alice, bob] = [await signedIn(host(), payload), await signedIn(host(), payload)]
      const statusOf = async (browser: typeof alice) =>
        (
          (await browser.get(`${JOBS}/queue-status`)).body.queues as Array<
            Record<string, number> & { queue: string }
          >
        ).find((entry) => entry.queue === 'a')!
      const first = await statusOf(alice)
      added.push(...(await queueJobs(payload, 1, 'failHard', 'a')))
      // Another user at the same moment gets the counts taken for the first call.
      expect(await statusOf(bob)).toEqual(first)

      const run = await alice.get(`${JOBS}/queue-run`, {
        query: { queue: 'a', limit: 100, disableScheduling: 'true' },
      })
      expect(run.status).toBe(200)
      // Everything queued on "a" ran, the new job failing for good.
      expect(await statusOf(bob)).toMatchObject({ queued: 0, failed: first.failed + 1 })

      expect((await alice.post(`${JOBS}/queue-retry`, { id: added[0] })).status).toBe(200)
      expect(await statusOf(bob)).toMatchObject({ queued: 1, failed: first.failed })
    } finally {
      clock.set(undefined)
      await payload.delete({ collection: 'payload-jobs', where: { id: { in: added } } })
    }
  })
})

describeFamily('QC', 'queue health with the default queues', () => {
  const host = useQcHost({ queueControl: true })

  test('[QC-26] without queues, the report covers the "default" queue alone', async () => {
    await queueJobs(host().payload, 1)
    await queueJobs(host().payload, 2, 'noop', 'elsewhere')
    const report = await implementation.getQueueHealth!(host().payload)
    expect(report.queues.map((entry: { queue: string }) => entry.queue)).toEqual(['default'])
    expect(report.totals).toMatchObject({ queued: 1, total: 1 })
  })
})
