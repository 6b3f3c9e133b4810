import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  errorMessage,
  type HttpClient,
  JOBS,
  job,
  OPS_USER,
  queueJobs,
  signedIn,
  withEnv,
} from '../fixtures'
import type { Host } from '../fixtures/host'
import { toListed } from './jobs/src/endpoints/queueJobs'
import { bootQcHost, implementation } from './test-hosts'

/**
 * The reference's own words on its queue endpoints: each refusal names what was wrong and what is
 * accepted, each answer says what was done. The QC family asks a fork for a 400 with a message, not
 * for these words.
 */
describe('jobs queue endpoints’ messages (reference unit)', () => {
  let host: Host
  let ops: HttpClient
  const pauses = () => implementation.createPauseStore!(host.payload)

  beforeAll(async () => {
    // A scheduled task too, so that Payload's handle-schedules has something to queue.
    host = await bootQcHost({ queueControl: 'ops', schedule: true })
    ops = await signedIn(host, host.payload, OPS_USER)
  }, 120_000)
  afterAll(() => host?.close())
  beforeEach(() => pauses().resume({ all: true }))

  const refusal = async (response: Promise<{ status: number; body: unknown }>) => {
    const answered = await response
    expect(answered.status).toBe(400)
    return errorMessage(answered as never)
  }
  const run = (query: string) => refusal(ops.get(`${JOBS}/queue-run?${query}`))

  test('queue-run: unknown, repeated and malformed parameters', async () => {
    expect(await run('foo=1')).toBe(
      'Unknown query parameter "foo". Known: allQueues, disableScheduling, silent, queue, limit.',
    )
    expect(await run('limit=1&limit=2')).toBe('Query parameter "limit" is given more than once.')
    expect(await run('silent=yes')).toBe('silent must be "true" or "false", got "yes".')
    expect(await run('queue=')).toBe('queue must be a queue name of 1 to 200 characters.')
    expect(await run(`queue=${'q'.repeat(201)}`)).toBe(
      'queue must be a queue name of 1 to 200 characters.',
    )
    expect(await run('queue=a&allQueues=true')).toBe(
      'Give either queue=<name> or allQueues=true, not both.',
    )
    expect(await run('limit=0')).toBe('limit must be a whole number from 1 to 1000, got "0".')
  })

  test('Payload’s /run and /handle-schedules: each parameter they read refused when repeated, limit only where it is read', async () => {
    for (const name of ['allQueues', 'disableScheduling', 'silent'])
      expect(await refusal(ops.get(`${JOBS}/run?${name}=true&${name}=false`))).toBe(
        `Query parameter "${name}" is given more than once.`,
      )
    expect(await refusal(ops.get(`${JOBS}/handle-schedules?allQueues=true&allQueues=true`))).toBe(
      'Query parameter "allQueues" is given more than once.',
    )
    const scheduled = await ops.get(`${JOBS}/handle-schedules?limit=0&limit=x`)
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200)
  })

  test('queue-run: schedules only the queues it runs, and takes silent=false', async () => {
    await host.payload.db.deleteMany({ collection: 'payload-jobs', where: {} })
    const ticks = async () =>
      (
        await host.payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'tick' } },
        })
      ).totalDocs
    expect((await ops.get(`${JOBS}/queue-run?queue=elsewhere&silent=false`)).status).toBe(200)
    expect(await ticks()).toBe(0)
    expect((await ops.get(`${JOBS}/queue-run?queue=default`)).status).toBe(200)
    expect(await ticks()).toBe(1)
  })

  test('queue-run: says how many jobs it ran and which paused queues it skipped', async () => {
    await queueJobs(host.payload, 1, 'noop', 'q'.repeat(200))
    const ran = await ops.get(`${JOBS}/queue-run?queue=${'q'.repeat(200)}&disableScheduling=true`)
    expect(ran.body.message).toBe('Ran 1 job(s).')
    await pauses().pause('default')
    const skipped = await ops.get(`${JOBS}/queue-run?disableScheduling=true`)
    expect(skipped.body.message).toBe('Ran 0 job(s); skipped paused queue(s): default.')
  })

  test('queue-pause and queue-resume: what was wrong, and what was done', async () => {
    const pause = (body: unknown) => ops.post(`${JOBS}/queue-pause`, body)
    const resume = (body: unknown) => ops.post(`${JOBS}/queue-resume`, body)
    expect(
      await refusal(
        ops.post(`${JOBS}/queue-pause`, '{', { headers: { 'content-type': 'application/json' } }),
      ),
    ).toBe('The body must be a JSON object.')
    expect(await refusal(pause([]))).toBe('The body must be a JSON object.')
    expect(await refusal(pause({ by: 'me', queue: 'default' }))).toBe(
      'Unknown field(s) "by". Known: queue, reason, resumeAt.',
    )
    for (const queue of [7, ['a'], { length: 1 }])
      expect(await refusal(pause({ queue }))).toBe(
        'queue must be a queue name of 1 to 200 characters.',
      )
    expect(await refusal(pause({ reason: 'r'.repeat(501) }))).toBe(
      'reason must be text of at most 500 characters.',
    )
    expect(await refusal(pause({ resumeAt: 'soon' }))).toBe(
      'resumeAt must be an ISO 8601 date-time.',
    )
    expect(await refusal(pause({ resumeAt: '2000-01-01T00:00:00Z' }))).toBe(
      'resumeAt must be in the future.',
    )
    expect(await refusal(resume({ queue: 'default', global: 'yes' }))).toBe(
      'global must be true or false.',
    )
    expect(await refusal(resume({ global: true, all: true }))).toBe(
      'Give exactly one of queue, global: true or all: true.',
    )

    // The limits themselves are accepted, and a null reason is no reason.
    const longest = await pause({ queue: 'q'.repeat(200), reason: 'r'.repeat(500) })
    expect(longest.status, JSON.stringify(longest.body)).toBe(200)
    expect((await pauses().state()).records.queues['q'.repeat(200)]?.reason).toBe('r'.repeat(500))
    expect((await pause({ queue: 'q'.repeat(200), reason: null })).status).toBe(200)
    expect((await pauses().state()).records.queues['q'.repeat(200)]?.reason).toBeNull()

    const paused = await pause({ queue: 'default', reason: '  Deploying  ', resumeAt: null })
    expect(paused.body.message).toBe('Queue "default" paused.')
    expect(paused.body.pause).toEqual(await pauses().state())
    expect((await pauses().state()).records.queues.default).toMatchObject({
      pausedBy: OPS_USER.email,
      reason: 'Deploying',
      resumeAt: null,
    })
    expect((await pause({ reason: '   ', resumeAt: '' })).body.message).toBe('All queues paused.')
    expect((await pauses().state()).records.global).toMatchObject({ reason: null, resumeAt: null })
    expect((await resume({ queue: 'default' })).body.message).toBe('Queue "default" resumed.')
    expect((await resume({ global: true })).body.message).toBe('Global pause cleared.')
    const cleared = await resume({ all: true })
    expect(cleared.body).toEqual({ message: 'Every pause cleared.', pause: await pauses().state() })
  })
})

/**
 * What the dashboard's lists are made of (GET /queue-jobs) and what retry and cancel answer, beyond
 * QC-38: which message a failed job shows, the lists' length and order, jobs with no queue, and the
 * replies' words.
 */
type Post = (path: string, id: unknown) => Promise<{ body: unknown }>

/** Retrying a failed job and cancelling an open one: each reply names the job, in words and as id. */
const expectRetriedAndCancelled = async (
  post: Post,
  failed: number | string,
  open: number | string,
) => {
  expect((await post('queue-retry', failed)).body).toEqual({
    message: `Job ${failed} queued again.`,
    id: failed,
  })
  expect((await post('queue-cancel', open)).body).toEqual({
    message: `Job ${open} cancelled.`,
    id: open,
  })
}

describe('jobs queue-jobs, queue-retry and queue-cancel (reference unit)', () => {
  let host: Host
  let ops: HttpClient
  let minute = 0
  /** Writes a job's row as a test needs it, with an updatedAt one minute later than the last. */
  const shape = async (id: number | string, data: Record<string, unknown>) => {
    minute++
    await host.payload.db.updateOne({
      collection: 'payload-jobs',
      id,
      data: { ...data, updatedAt: new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString() },
    })
  }
  const failedJob = async (data: Record<string, unknown> = {}, queue = 'default') => {
    const [id] = await queueJobs(host.payload, 1, 'noop', queue)
    await shape(id!, { hasError: true, error: { message: 'it broke' }, totalTried: 1, ...data })
    return id!
  }
  let entries = 0
  /** A task log entry, as Payload writes one. */
  const logEntry = (state: 'failed' | 'succeeded', message?: string) => ({
    id: `entry-${++entries}`,
    taskSlug: 'noop',
    taskID: '1',
    executedAt: '2030-01-01T00:00:00.000Z',
    completedAt: '2030-01-01T00:00:01.000Z',
    input: {},
    output: {},
    state,
    ...(message ? { error: { message } } : {}),
  })
  const lists = async () => {
    const answered = await ops.get(`${JOBS}/queue-jobs`)
    expect(answered.status, JSON.stringify(answered.body)).toBe(200)
    return answered.body as {
      failed: Array<Record<string, unknown>>
      recovered: Array<Record<string, unknown>>
    }
  }

  beforeAll(async () => {
    host = await bootQcHost({ queueControl: 'ops', reliability: true })
    ops = await signedIn(host, host.payload, OPS_USER)
  }, 120_000)
  afterAll(() => host?.close())
  beforeEach(() => host.payload.db.deleteMany({ collection: 'payload-jobs', where: {} }))

  test('a failed job shows its error’s message, else its last failed log entry’s, else none', async () => {
    const both = await failedJob({
      log: [logEntry('failed', 'from the log')],
    })
    const fromLog = await failedJob({
      error: { name: 'no message here' },
      log: [
        logEntry('failed', 'first failure'),
        logEntry('succeeded'),
        logEntry('failed', 'last failure'),
        logEntry('succeeded'),
      ],
    })
    const silent = await failedJob({ error: null, log: [logEntry('failed')] })
    const failed = (await lists()).failed
    expect(failed.map((entry) => [entry.id, entry.error])).toEqual([
      [silent, null],
      [fromLog, 'last failure'],
      [both, 'it broke'],
    ])
  })

  test('each entry in full: a job with no queue is listed as the default queue’s, a job never recovered has recoveredAt null', async () => {
    // A job from before the plugin was installed has no recovery count: it reads as 0.
    const id = await failedJob({ queue: null, totalTried: 2, recoveredCount: null })
    const [row] = (await lists()).failed
    expect(row).toEqual({
      id,
      queue: 'default',
      task: 'noop',
      error: 'it broke',
      totalTried: 2,
      open: false,
      recoveredCount: 0,
      recoveredAt: null,
      updatedAt: (await job(host.payload, id)).updatedAt,
    })
  })

  test('the latest changed first, at most 20 each, cancelled jobs left out of the failed list', async () => {
    const failed: Array<number | string> = []
    for (let index = 0; index < 24; index++) failed.push(await failedJob())
    const recovered = await queueJobs(host.payload, 22)
    for (const id of recovered)
      await shape(id, { recoveredCount: 1, recoveredAt: new Date().toISOString() })
    // The two newest failures are cancellations; the oldest failure is touched last, so it leads.
    for (const id of failed.slice(-2)) await shape(id, { error: { cancelled: true } })
    await shape(failed[0]!, { totalTried: 3 })

    const { failed: listedFailed, recovered: listedRecovered } = await lists()
    expect(listedFailed.map((entry) => entry.id)).toEqual([
      failed[0],
      ...failed.slice(1, -2).reverse().slice(0, 19),
    ])
    expect(listedRecovered.map((entry) => entry.id)).toEqual(recovered.reverse().slice(0, 20))
  })

  test('retry and cancel: the reply names the job, so does each refusal', async () => {
    const failed = await failedJob()
    const [open] = await queueJobs(host.payload, 1)
    const post = (path: string, id: unknown) => ops.post(`${JOBS}/${path}`, { id })
    const conflict = async (path: string, id: unknown) => {
      const answered = await post(path, id)
      expect(answered.status, JSON.stringify(answered.body)).toBe(409)
      return errorMessage(answered)
    }
    expect(await conflict('queue-retry', open)).toBe(
      `Job ${open} has not failed; only failed or cancelled jobs can be retried.`,
    )
    expect(await conflict('queue-cancel', failed)).toBe(
      `Job ${failed} has already ended; only open jobs can be cancelled.`,
    )
    await expectRetriedAndCancelled(post, failed!, open!)
    for (const id of [undefined, '', true, 1.5, '1.5', -1, '9'.repeat(16)]) {
      const answered = await post('queue-retry', id)
      expect(answered.status, String(id)).toBe(400)
      expect(errorMessage(answered), String(id)).toBe('id must be a job id.')
    }
    const missing = await post('queue-cancel', 999_999)
    expect(errorMessage(missing)).toBe('No job with ID 999999.')
  })
})

test('on a host whose ids are UUIDs: retry and cancel take them, and refuse what cannot be one', async () => {
  const host = await bootQcHost({ queueControl: 'ops' }, { idType: 'uuid' })
  try {
    const ops = await signedIn(host, host.payload, OPS_USER)
    const post = (path: string, id: unknown) => ops.post(`${JOBS}/${path}`, { id })
    const [failed, open] = await queueJobs(host.payload, 2)
    expect(failed).toMatch(/^[0-9a-f-]{36}$/)
    await host.payload.db.updateOne({
      collection: 'payload-jobs',
      id: failed!,
      data: { hasError: true, error: { message: 'it broke' }, totalTried: 1 },
    })
    await expectRetriedAndCancelled(post, failed!, open!)
    // Only a UUID can be an id here: another text or a number would reach Postgres as a failed cast.
    for (const id of [undefined, '', true, {}, ['x'], 1.5, 7, 'x'.repeat(64), `${failed}0`]) {
      const answered = await post('queue-retry', id)
      expect(answered.status, JSON.stringify(id)).toBe(400)
      expect(errorMessage(answered), JSON.stringify(id)).toBe('id must be a job id.')
    }
    const unknown = '00000000-0000-4000-8000-000000000000'
    const missing = await post('queue-cancel', unknown)
    expect(missing.status, JSON.stringify(missing.body)).toBe(404)
    expect(errorMessage(missing)).toBe(`No job with ID ${unknown}.`)
  } finally {
    await host.close()
  }
}, 120_000)

test(
  'a pause made with the cron secret, with no user, is recorded as made by the API',
  () =>
    withEnv('CRON_SECRET', 'unit-cron-secret', async () => {
      const host = await bootQcHost({ queueControl: 'cron' })
      try {
        const paused = await fetch(`${host.api}${JOBS}/queue-pause`, {
          method: 'POST',
          headers: { authorization: 'Bearer unit-cron-secret', 'content-type': 'application/json' },
          body: JSON.stringify({ queue: 'default' }),
        })
        expect(paused.status, await paused.clone().text()).toBe(200)
        const state = await implementation.createPauseStore!(host.payload).state()
        expect(state.records.queues.default?.pausedBy).toBe('API (no user)')
      } finally {
        await host.close()
      }
    }),
  120_000,
)

test('a listed job read from a document that leaves unset fields out (as MongoDB stores one): each reads as its empty value', () => {
  expect(
    toListed({
      id: 'a1',
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-02T00:00:00.000Z',
    }),
  ).toEqual({
    id: 'a1',
    queue: 'default',
    task: null,
    error: null,
    totalTried: 0,
    open: true,
    recoveredCount: 0,
    recoveredAt: null,
    updatedAt: '2030-01-02T00:00:00.000Z',
  })
  expect(toListed({ id: 'a2', workflowSlug: 'onboard', createdAt: '', updatedAt: '' }).task).toBe(
    'onboard',
  )
})
