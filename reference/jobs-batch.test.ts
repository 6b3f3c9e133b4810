import type { Payload, TaskConfig } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { loadImplementation } from '../conformance/kit/loader'
import { defineFixture } from '../fixtures'
import { bootHost, type Host } from '../fixtures/host'
import { type JobRow, job as jobRow, queueJobs } from '../fixtures/jobs'
import { BATCH_HANDLERS_KEY, type BatchHandler, type BatchOutcome } from './jobs/src/protocol'
import type { RanJob } from './jobs/src/types'

const implementation = await loadImplementation()

const MINUTE = 60_000

/**
 * What the batch handler of every task below does in the current test: the batch protocol that
 * webhooks' deliveries use (jobs/src/batch.ts), held here to the contract in protocol.ts, since the QC
 * family reaches it through no task of its own.
 */
let answer: BatchHandler = async () => []
const handler: BatchHandler = (args) => answer(args)
const retried: Array<{ id: number | string; input: unknown }> = []
handler.retry = async ({ job }) => {
  retried.push(job)
  return { message: `sent again as new work: ${String(job.id)}` }
}

const failing = (slug: string, retries: TaskConfig['retries']): TaskConfig<any> => ({
  slug,
  retries,
  // Payload's /run would use it; the worker hands these tasks' jobs to the batch handler.
  handler: async () => {
    throw new Error(`${slug}: run through the batch handler only`)
  },
})

const fixture = defineFixture<{ deletesCompleted?: boolean }>({
  name: 'jobs-batch',
  config: ({ implementation, options }) => ({
    admin: { user: 'users' },
    collections: [{ slug: 'users', auth: true, fields: [] }],
    custom: {
      [BATCH_HANDLERS_KEY]: {
        exponential: handler,
        fixed: handler,
        twice: handler,
        once: handler,
      },
    },
    jobs: {
      // Kept unless a test asks for Payload's default, so that tests can read finished jobs.
      ...(options.deletesCompleted ? {} : { deleteJobOnComplete: false }),
      tasks: [
        failing('exponential', {
          attempts: 3,
          backoff: { type: 'exponential', delay: MINUTE },
        }),
        failing('fixed', { attempts: 3, backoff: { type: 'fixed', delay: MINUTE } }),
        failing('twice', 1),
        failing('once', undefined),
        { slug: 'plain', handler: async () => ({ output: {} }) },
        {
          slug: 'broken',
          retries: 0,
          handler: async () => {
            throw new Error('broken on purpose')
          },
        },
      ],
    },
    plugins: [implementation.jobs!({ queueControl: true })],
  }),
  seed: async (payload) => {
    await payload.create({
      collection: 'users',
      data: { email: 'ops@example.test', password: 'ops-password' },
    })
  },
})

/** A payload-jobs row with the log entries batches write. */
type BatchJobRow = JobRow & {
  error?: { message?: string } | null
  log?: Array<{
    taskSlug: string
    state: string
    input?: unknown
    error?: { message?: string } | null
  }> | null
}

/** POST queue-retry `{ id }` on `host` as the seeded user. */
const retryAsOps = async (host: Host, id: number | string) => {
  const login = await fetch(`${host.api}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@example.test', password: 'ops-password' }),
  })
  const { token } = (await login.json()) as { token: string }
  return fetch(`${host.api}/payload-jobs/queue-retry`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  })
}

describe('jobs batch handlers (reference unit)', () => {
  let host: Host
  let payload: Payload
  const job = async (id: number | string) => (await jobRow(payload, id)) as BatchJobRow
  const queue = async (task: string, input: Record<string, unknown> = {}) =>
    (await queueJobs(payload, 1, task, 'default', input))[0]!
  /** One pass of a worker over the default queue. */
  const runOnce = async (): Promise<RanJob[]> =>
    (await implementation.createWorker!({ payload }).runOnce()).ran
  /** Makes a job due again now, as its backoff running out would. */
  const due = (id: number | string) =>
    payload.update({ collection: 'payload-jobs', id, data: { waitUntil: null } as never })

  beforeAll(async () => {
    host = await bootHost({ fixture, implementation })
    payload = host.payload
  }, 120_000)
  afterAll(() => host?.close())
  beforeEach(async () => {
    // Each test queues its own jobs; none of an earlier test's may be claimed with them.
    await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } } })
    retried.length = 0
  })

  test('one call per task with every claimed job, as claimed; a success completes its job and logs it', async () => {
    const first = await queue('fixed', { n: 1 })
    const second = await queue('fixed', { n: 2 })
    const calls: unknown[][] = []
    answer = async ({ jobs }) => {
      calls.push(jobs)
      return jobs.map((claimed) => ({ id: claimed.id, ok: true }))
    }
    expect(await runOnce()).toEqual([
      { id: first, queue: 'default', task: 'fixed', workflow: null, status: 'success' },
      { id: second, queue: 'default', task: 'fixed', workflow: null, status: 'success' },
    ])
    expect(calls).toEqual([
      [
        { id: first, input: { n: 1 }, totalTried: 0 },
        { id: second, input: { n: 2 }, totalTried: 0 },
      ],
    ])
    const done = await job(first)
    expect(done.completedAt).toEqual(expect.any(String))
    expect(done.hasError).toBe(false)
    expect(done.log).toEqual([
      expect.objectContaining({ taskSlug: 'fixed', state: 'succeeded', input: { n: 1 } }),
    ])
  })

  test('a task without a batch handler runs through Payload beside the batch; the answer keeps the claim order', async () => {
    const ids = [await queue('fixed'), await queue('plain'), await queue('fixed')]
    answer = async ({ jobs }) => jobs.map((claimed) => ({ id: claimed.id, ok: true }))
    expect((await runOnce()).map((ran) => [ran.id, ran.task, ran.status])).toEqual([
      [ids[0], 'fixed', 'success'],
      [ids[1], 'plain', 'success'],
      [ids[2], 'fixed', 'success'],
    ])
    expect((await job(ids[1]!)).log).toEqual([
      expect.objectContaining({ taskSlug: 'plain', state: 'succeeded' }),
    ])
  })

  test('a job that fails through Payload is logged unless the run is silent', async () => {
    const failureLogs = () =>
      host.logs.filter(
        (entry) => entry.level >= 50 && JSON.stringify(entry).includes('broken on purpose'),
      ).length
    const before = failureLogs()
    await queue('broken')
    await runOnce()
    const loud = failureLogs()
    expect(loud).toBeGreaterThan(before)
    const quiet = await queue('broken')
    await implementation.createWorker!({ payload, silent: true }).runOnce()
    expect((await job(quiet)).hasError).toBe(true)
    expect(failureLogs()).toBe(loud)
  })

  test('a failure is retried after the task’s backoff: fixed, and exponential in the runs before it', async () => {
    const fixed = await queue('fixed')
    const exponential = await queue('exponential')
    answer = async ({ jobs }) =>
      jobs.map((claimed) => ({ id: claimed.id, ok: false, error: `run ${claimed.totalTried + 1}` }))
    const before = Date.now()
    expect((await runOnce()).map((ran) => ran.status)).toEqual(['error', 'error'])
    const after = Date.now()
    for (const id of [fixed, exponential]) {
      const failed = await job(id)
      expect(failed).toMatchObject({ totalTried: 1, hasError: false })
      expect(failed.completedAt ?? null).toBeNull()
      const waitUntil = Date.parse(failed.waitUntil!)
      // 2 ** 0 minutes for the exponential one's first failure, as for the fixed one.
      expect(waitUntil).toBeGreaterThanOrEqual(before + MINUTE)
      expect(waitUntil).toBeLessThanOrEqual(after + MINUTE)
      expect(failed.log).toEqual([
        expect.objectContaining({
          state: 'failed',
          error: expect.objectContaining({ message: 'run 1' }),
        }),
      ])
    }

    await due(fixed)
    await due(exponential)
    const again = Date.now()
    await runOnce()
    const then = Date.now()
    const waits = {
      fixed: Date.parse((await job(fixed)).waitUntil!) - again,
      exponential: Date.parse((await job(exponential)).waitUntil!) - again,
    }
    expect(waits.fixed).toBeGreaterThanOrEqual(MINUTE)
    expect(waits.fixed).toBeLessThanOrEqual(MINUTE + (then - again))
    expect(waits.exponential).toBeGreaterThanOrEqual(2 * MINUTE)
    expect(waits.exponential).toBeLessThanOrEqual(2 * MINUTE + (then - again))
    expect((await job(exponential)).log?.map((entry) => entry.error?.message)).toEqual([
      'run 1',
      'run 2',
    ])
  })

  test('a receiver’s later waitUntil wins over the backoff; an earlier one does not', async () => {
    const later = await queue('fixed', { which: 'later' })
    const earlier = await queue('fixed', { which: 'earlier' })
    const far = new Date(Date.now() + 60 * MINUTE)
    answer = async ({ jobs }) =>
      jobs.map((claimed) => ({
        id: claimed.id,
        ok: false,
        waitUntil: (claimed.input as { which: string }).which === 'later' ? far : new Date(),
      }))
    const before = Date.now()
    await runOnce()
    expect(Date.parse((await job(later)).waitUntil!)).toBe(far.getTime())
    expect(Date.parse((await job(earlier)).waitUntil!)).toBeGreaterThanOrEqual(before + MINUTE)
  })

  test('retries run out at the task’s attempts (a number, an object, none): the job fails for good', async () => {
    const twice = await queue('twice')
    const once = await queue('once')
    const exponential = await queue('exponential')
    answer = async ({ jobs }) => jobs.map((claimed) => ({ id: claimed.id, ok: false }))
    const statuses = async () =>
      Object.fromEntries((await runOnce()).map((ran) => [ran.task, ran.status]))
    expect(await statuses()).toEqual({
      twice: 'error',
      once: 'error-reached-max-retries',
      exponential: 'error',
    })
    expect(await job(once)).toMatchObject({
      hasError: true,
      totalTried: 1,
      error: expect.objectContaining({ message: 'Failed' }),
    })
    // No backoff on a task whose retries are a number: due again at once.
    expect((await job(twice)).waitUntil ?? null).toBeNull()
    expect(await job(twice)).toMatchObject({ hasError: false, totalTried: 1 })
    await due(exponential)
    expect(await statuses()).toEqual({ twice: 'error-reached-max-retries', exponential: 'error' })
    expect(await job(twice)).toMatchObject({ hasError: true, totalTried: 2 })
  })

  test('a job the handler does not answer fails with a message; an answer for another job is ignored', async () => {
    const answered = await queue('fixed')
    const forgotten = await queue('fixed')
    answer = async () => [
      { id: answered, ok: true },
      { id: 'not-a-job-of-this-batch', ok: true },
    ]
    expect(Object.fromEntries((await runOnce()).map((ran) => [ran.id, ran.status]))).toEqual({
      [answered]: 'success',
      [forgotten]: 'error',
    })
    expect((await job(forgotten)).log?.[0]?.error?.message).toBe(
      'The batch handler returned no outcome for this job',
    )
  })

  test('a handler that throws fails every job of its batch with the thrown message', async () => {
    const ids = [await queue('fixed'), await queue('fixed')]
    answer = async () => {
      throw new Error('receiver unreachable')
    }
    expect((await runOnce()).map((ran) => ran.status)).toEqual(['error', 'error'])
    for (const id of ids)
      expect((await job(id)).log?.[0]?.error?.message).toBe('receiver unreachable')
    const thrownText = await queue('fixed')
    answer = () => Promise.reject('plain text')
    await runOnce()
    expect((await job(thrownText)).log?.[0]?.error?.message).toBe('plain text')
  })

  test('outcomes handed over early are written while the batch runs, and settled once', async () => {
    const early = await queue('fixed')
    const late = await queue('fixed')
    let seenWhileRunning: BatchJobRow | undefined
    answer = async ({ settle }) => {
      settle([{ id: early, ok: true }])
      const deadline = Date.now() + 10_000
      while (!(seenWhileRunning = await job(early)).completedAt && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20))
      const outcomes: BatchOutcome[] = [
        { id: early, ok: false, error: 'answered again' },
        { id: late, ok: true },
      ]
      return outcomes
    }
    expect((await runOnce()).map((ran) => ran.status)).toEqual(['success', 'success'])
    expect(seenWhileRunning?.completedAt).toEqual(expect.any(String))
    expect((await job(late)).completedAt).toEqual(expect.any(String))
    const settled = await job(early)
    expect(settled).toMatchObject({ hasError: false, totalTried: 1 })
    expect(settled.log?.map((entry) => entry.state)).toEqual(['succeeded'])
  })

  test('queue-retry asks the task’s retry hook: a job it handled is closed, not started over', async () => {
    const id = await queue('once', { delivery: 7 })
    answer = async ({ jobs }) => jobs.map((claimed) => ({ id: claimed.id, ok: false }))
    await runOnce()
    expect((await job(id)).hasError).toBe(true)
    const response = await retryAsOps(host, id)
    expect(await response.json()).toEqual({ message: `sent again as new work: ${id}`, id })
    expect(retried).toEqual([{ id, input: { delivery: 7 } }])
    const closed = await job(id)
    expect(closed).toMatchObject({ hasError: false, error: null })
    expect(closed.completedAt).toEqual(expect.any(String))
    expect(closed.totalTried).toBe(1)
  })
})

test('queue-retry in a project that deletes finished jobs: a job the retry hook handled is deleted, as Payload deletes a completed one', async () => {
  const host = await bootHost({ fixture, implementation, options: { deletesCompleted: true } })
  try {
    // Another job queued first, which the delete must leave.
    const [other] = await queueJobs(host.payload, 1, 'plain', 'elsewhere')
    const [id] = await queueJobs(host.payload, 1, 'once')
    answer = async ({ jobs }) => jobs.map((claimed) => ({ id: claimed.id, ok: false }))
    await implementation.createWorker!({ payload: host.payload }).runOnce()
    expect((await jobRow(host.payload, id!)).hasError).toBe(true)
    const response = await retryAsOps(host, id!)
    expect(await response.json()).toEqual({ message: `sent again as new work: ${id}`, id })
    const left = await host.payload.find({ collection: 'payload-jobs', depth: 0 })
    expect(left.docs.map((row) => row.id)).toEqual([other])
  } finally {
    await host.close()
  }
}, 120_000)
