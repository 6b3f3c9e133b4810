import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { queueJobs } from '../fixtures'
import type { Host } from '../fixtures/host'
import { getQueueHealth, getSharedQueueHealth } from './jobs/src/health'
import { getJobStore } from './jobs/src/store/jobStore'
import { bootQcHost } from './test-hosts'

/** The health report's reading of Payload's schedule stats, and when shared counts are taken again. */
describe('jobs queue health (reference unit)', () => {
  let host: Host
  let payload: Payload
  /** Writes Payload's schedule stats; undefined leaves scheduledRuns out, as before any scheduled run. */
  const stats = (scheduledRuns: unknown) =>
    payload.db.updateGlobal({
      slug: 'payload-jobs-stats',
      data: { stats: scheduledRuns === undefined ? {} : { scheduledRuns } },
    })
  const lastScheduledRun = async () => (await getQueueHealth(payload)).queues[0]!.lastScheduledRun

  beforeAll(async () => {
    host = await bootQcHost({ schedule: true })
    payload = host.payload
    // Payload writes the global on the first scheduling pass; this host has had none.
    await payload.db.createGlobal({ slug: 'payload-jobs-stats', data: { stats: {} } })
  }, 120_000)
  afterAll(() => host?.close())
  beforeEach(() => payload.db.deleteMany({ collection: 'payload-jobs', where: {} }))

  test('a queue’s last scheduled run is the latest of its tasks’ and workflows’, entries without one left out', async () => {
    await stats({
      queues: {
        default: {
          tasks: { tick: { lastScheduledRun: '2030-01-01T00:00:00.000Z' }, never: {} },
          workflows: { weekly: { lastScheduledRun: '2030-02-01T00:00:00.000Z' }, idle: {} },
        },
        other: { tasks: { tick: { lastScheduledRun: '2031-01-01T00:00:00.000Z' } } },
      },
    })
    expect(await lastScheduledRun()).toBe('2030-02-01T00:00:00.000Z')
    // The latest among the tasks, which are read before the workflows.
    await stats({
      queues: {
        default: {
          tasks: { tick: { lastScheduledRun: '2030-03-01T00:00:00.000Z' } },
          workflows: { weekly: { lastScheduledRun: '2030-02-01T00:00:00.000Z' } },
        },
      },
    })
    expect(await lastScheduledRun()).toBe('2030-03-01T00:00:00.000Z')
  })

  test('stats with no runs yet, or none for the queue: no last scheduled run', async () => {
    await stats(undefined)
    expect(await lastScheduledRun()).toBeNull()
    await stats({})
    expect(await lastScheduledRun()).toBeNull()
    await stats({ queues: { other: { tasks: {} } } })
    expect(await lastScheduledRun()).toBeNull()
  })

  test('shared counts are taken again when the clock has moved a second on, or back', async () => {
    const at = (ms: number) => ({ now: () => new Date(Date.UTC(2030, 0, 1) + ms) })
    const queued = async (ms: number) =>
      (await getSharedQueueHealth(payload, at(ms))).queues[0]!.queued
    expect(await queued(0)).toBe(0)
    await queueJobs(payload, 1)
    expect(await queued(999)).toBe(0)
    expect(await queued(1_000)).toBe(1)
    await queueJobs(payload, 1)
    expect(await queued(1_999)).toBe(1)
    expect(await queued(999)).toBe(2)
  })

  test('a failed count is not shared: the next report counts again; a count that fails after a newer one was taken leaves the newer one shared', async () => {
    const at = (ms: number) => ({ now: () => new Date(Date.UTC(2031, 0, 1) + ms) })
    const store = getJobStore(payload)
    const countStatuses = store.countStatuses
    let counted = 0
    /** While set, a count hangs until the test fails it with the reject it left here. */
    let hang = false
    const hanging: Array<(error: Error) => void> = []
    store.countStatuses = (args) => {
      counted++
      if (!hang) return countStatuses.call(store, args)
      return new Promise<never>((_resolve, reject) => hanging.push(reject))
    }
    const hangingReport = (ms: number) => {
      hang = true
      const report = getSharedQueueHealth(payload, at(ms))
      hang = false
      return { report, fail: () => hanging.shift()!(new Error('database unreachable')) }
    }
    try {
      const failed = hangingReport(0)
      failed.fail()
      await expect(failed.report).rejects.toThrow('database unreachable')
      expect((await getSharedQueueHealth(payload, at(0))).queues[0]!.queued).toBe(0)
      expect(counted).toBe(2)

      // A count still running when the clock has moved on and a newer one is taken; then it fails.
      const older = hangingReport(10_000)
      await getSharedQueueHealth(payload, at(20_000))
      older.fail()
      await expect(older.report).rejects.toThrow('database unreachable')
      expect(counted).toBe(4)
      await getSharedQueueHealth(payload, at(20_000))
      expect(counted).toBe(4)
    } finally {
      store.countStatuses = countStatuses
    }
  })
})
