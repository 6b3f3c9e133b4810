import {
  allJobs,
  errorMessage,
  type HttpClient,
  handOf,
  JOBS,
  job,
  queueJobs,
  signedIn,
} from '../../fixtures'
import { beforeEach, describeFamily, expect, implementation, test } from '../harness'
import { useQcHost } from './support'

describeFamily('QC', 'queue-run', () => {
  const host = useQcHost({ queueControl: { queues: ['default', 'a', 'b'] }, schedule: true })
  let browser: HttpClient

  beforeEach(async () => {
    browser ??= await signedIn(host(), host().payload)
    await implementation.createPauseStore!(host().payload).resume({ all: true })
    await host().payload.delete({ collection: 'payload-jobs', where: {} })
  })

  const completed = async () =>
    (await allJobs(host().payload)).filter((row) => row.completedAt).map((row) => row.id)

  test('[QC-14] queue-run runs due jobs of the named queue (default: "default") up to limit, and answers with what it ran', async () => {
    // Another queue's jobs are older: without `queue`, only "default" runs all the same.
    const inA = await queueJobs(host().payload, 2, 'noop', 'a')
    // Not due yet: older than the others, and never run here.
    const later = (
      (await host().payload.jobs.queue({
        task: 'noop',
        input: {},
        waitUntil: new Date(Date.now() + 3_600_000),
      } as never)) as { id: number | string }
    ).id
    const inDefault = await queueJobs(host().payload, 3)
    const first = await browser.get(`${JOBS}/queue-run`, {
      query: { limit: 2, disableScheduling: true },
    })
    expect(first.status).toBe(200)
    expect(first.body.ran).toEqual(
      inDefault
        .slice(0, 2)
        .map((id) => ({ id, queue: 'default', status: 'success', task: 'noop', workflow: null })),
    )
    expect(first.body.skipped).toEqual([])
    expect(await completed()).toEqual(inDefault.slice(0, 2))

    const second = await browser.get(`${JOBS}/queue-run`, {
      query: { queue: 'a', silent: true, disableScheduling: true },
    })
    expect(second.body.ran.map((entry: { id: number }) => entry.id)).toEqual(inA)
    expect(await completed()).toEqual([...inA, ...inDefault.slice(0, 2)])

    const failing = await queueJobs(host().payload, 1, 'failHard', 'b')
    const all = await browser.get(`${JOBS}/queue-run`, {
      query: { allQueues: true, disableScheduling: true },
    })
    expect(all.body.ran).toEqual([
      { id: inDefault[2], queue: 'default', status: 'success', task: 'noop', workflow: null },
      {
        id: failing[0],
        queue: 'b',
        status: 'error-reached-max-retries',
        task: 'failHard',
        workflow: null,
      },
    ])
    const nothing = await browser.get(`${JOBS}/queue-run`, {
      query: { allQueues: true, disableScheduling: true },
    })
    expect(nothing.body).toMatchObject({ ran: [], skipped: [] })
    expect((await job(host().payload, later)).completedAt ?? null).toBeNull()
  })

  test('[QC-14] a large limit runs exactly that many due jobs, answered oldest first, and leaves the rest due', async () => {
    // Large enough that a runner may claim it in several statements.
    const limit = 120
    const queued = await queueJobs(host().payload, limit + 9)
    const first = await browser.get(`${JOBS}/queue-run`, {
      query: { limit, silent: true, disableScheduling: true },
    })
    expect(first.status).toBe(200)
    expect(first.body.ran.map((entry: { id: number }) => entry.id)).toEqual(queued.slice(0, limit))
    expect(first.body.ran.every((entry: { status: string }) => entry.status === 'success')).toBe(
      true,
    )
    expect(await completed()).toEqual(queued.slice(0, limit))

    const rest = await browser.get(`${JOBS}/queue-run`, {
      query: { limit, silent: true, disableScheduling: true },
    })
    expect(rest.body.ran.map((entry: { id: number }) => entry.id)).toEqual(queued.slice(limit))
  })

  test('[QC-15] queue-run never runs a paused queue: it reports the queue and its due jobs as skipped, and runs them after resume', async () => {
    const store = implementation.createPauseStore!(host().payload)
    const inDefault = await queueJobs(host().payload, 2)
    const inA = await queueJobs(host().payload, 1, 'noop', 'a')
    await store.pause('default')

    const named = await browser.get(`${JOBS}/queue-run`, { query: { disableScheduling: true } })
    expect(named.body).toMatchObject({
      ran: [],
      skipped: [{ dueJobs: 2, pausedBy: 'queue', queue: 'default' }],
    })
    const all = await browser.get(`${JOBS}/queue-run`, {
      query: { allQueues: true, disableScheduling: true },
    })
    expect(all.body.ran.map((entry: { id: number }) => entry.id)).toEqual(inA)
    expect(all.body.skipped).toEqual([{ dueJobs: 2, pausedBy: 'queue', queue: 'default' }])
    expect(await completed()).toEqual(inA)

    await store.resume('default')
    await store.pause()
    await queueJobs(host().payload, 1, 'noop', 'b')
    const global = await browser.get(`${JOBS}/queue-run`, {
      query: { allQueues: true, disableScheduling: true },
    })
    expect(global.body.ran).toEqual([])
    expect(global.body.skipped).toEqual([
      { dueJobs: 1, pausedBy: 'global', queue: 'b' },
      { dueJobs: 2, pausedBy: 'global', queue: 'default' },
    ])
    expect(await completed()).toEqual(inA)

    await store.resume({ all: true })
    const resumed = await browser.get(`${JOBS}/queue-run`, { query: { disableScheduling: true } })
    expect(resumed.body.ran.map((entry: { id: number }) => entry.id)).toEqual(inDefault)
  })

  test('[QC-16] a limit that is not a whole number from 1 to the documented maximum is a 400 with a message, and nothing runs', async () => {
    const ids = await queueJobs(host().payload, 2)
    const before = await allJobs(host().payload)
    for (const limit of [
      '0',
      '-1',
      '1.5',
      'abc',
      '',
      '1000000000000',
      '1001',
      '1e3',
      ' 5',
      '0x10',
      '05',
    ]) {
      const response = await browser.get(`${JOBS}/queue-run?limit=${encodeURIComponent(limit)}`)
      expect(response.status, `limit=${JSON.stringify(limit)}`).toBe(400)
      expect(errorMessage(response), `limit=${JSON.stringify(limit)}`).toMatch(/limit/)
    }
    for (const query of [
      'limit=1&limit=2',
      'allQueues=yes',
      'queue=',
      'queue=a&allQueues=true',
      'silent=1',
      'disableScheduling=TRUE',
      'lmit=5',
      'queue[a]=x',
      'limit[a]=1',
      `queue=${'q'.repeat(201)}`,
    ]) {
      const response = await browser.get(`${JOBS}/queue-run?${query}`)
      expect(response.status, query).toBe(400)
      expect(typeof errorMessage(response), query).toBe('string')
    }
    expect(await allJobs(host().payload)).toEqual(before)
    // The bounds themselves: 1 runs one job, 1,000 the rest.
    const one = await browser.get(`${JOBS}/queue-run?limit=1&disableScheduling=true`)
    expect(one.status).toBe(200)
    expect(one.body.ran.map((entry: { id: number }) => entry.id)).toEqual(ids.slice(0, 1))
    const accepted = await browser.get(`${JOBS}/queue-run?limit=1000&disableScheduling=true`)
    expect(accepted.status).toBe(200)
    expect(accepted.body.ran.map((entry: { id: number }) => entry.id)).toEqual(ids.slice(1))
  })

  test('[QC-17] queue-run fires due schedules unless disableScheduling=true', async () => {
    await browser.get(`${JOBS}/queue-run`, { query: { disableScheduling: true } })
    expect((await allJobs(host().payload)).filter((row) => row.taskSlug === 'tick')).toEqual([])
    const response = await browser.get(`${JOBS}/queue-run`)
    expect(response.status).toBe(200)
    const ticks = (await allJobs(host().payload)).filter((row) => row.taskSlug === 'tick')
    expect(ticks).toHaveLength(1)
    // Scheduled for the next cron slot: queued, not run.
    expect(ticks[0]).toMatchObject({ completedAt: null })
    expect(handOf(ticks[0]).inHand).toBe(false)
    expect(new Date(ticks[0].waitUntil!).getTime()).toBeGreaterThan(Date.now())
  })
})
