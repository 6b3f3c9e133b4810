import { allJobs, handOf, JOBS, job, poll, queueJobs, signedIn } from '../../fixtures'
import { afterEach, beforeEach, describeFamily, expect, implementation, test } from '../harness'
import { blockKeys } from './qc-host'
import { kvKeys, useQcHost } from './support'

interface Worker {
  id: string
  start(): void
  stop(): Promise<void>
  runOnce(): Promise<{
    ran: Array<{ id: number | string }>
    skipped: Array<{ queue: string; dueJobs: number; pausedBy: string }>
  }>
  running: boolean
}

describeFamily('QC', 'worker', () => {
  const host = useQcHost({ queueControl: { queues: ['default', 'a'] }, reliability: true })
  const workers: Worker[] = []
  const worker = (options: Record<string, unknown> = {}): Worker => {
    const created = implementation.createWorker!({
      payload: host().payload,
      pauseStore: implementation.createPauseStore!(host().payload),
      pollIntervalMs: 20,
      queues: ['default', 'a'],
      ...options,
    }) as Worker
    workers.push(created)
    return created
  }
  const store = () => implementation.createPauseStore!(host().payload)
  /** When each job completed, or null while it has not. */
  const completedAt = async (ids: Array<number | string>) =>
    (await Promise.all(ids.map((id) => job(host().payload, id)))).map(
      (row) => row.completedAt ?? null,
    )

  beforeEach(async () => {
    await store().resume({ all: true })
    await host().payload.delete({ collection: 'payload-jobs', where: {} })
  })
  afterEach(async () => {
    for (const running of workers.splice(0)) await running.stop()
  })

  test('[QC-18] the worker runs due jobs through Payload, skips a paused queue, and runs it after resume', async () => {
    await store().pause('a')
    const inA = await queueJobs(host().payload, 2, 'noop', 'a')
    const inDefault = await queueJobs(host().payload, 2)
    const loop = worker()
    loop.start()
    // Jobs of "a" were queued first: the passes that ran "default" saw them due and left them.
    await poll(async () => (await completedAt(inDefault)).every(Boolean), {
      message: 'default jobs completed',
    })
    expect(await completedAt(inA)).toEqual([null, null])
    const completedRow = await host().payload.findByID({
      collection: 'payload-jobs',
      id: inDefault[0],
    })
    // Ran by Payload's runner: its task log and counters are there.
    expect(completedRow).toMatchObject({ totalTried: 1, hasError: false })
    expect(handOf(completedRow).inHand).toBe(false)
    expect((completedRow.log as Array<{ taskSlug: string; state: string }>)[0]).toMatchObject({
      state: 'succeeded',
      taskSlug: 'noop',
    })

    await loop.stop()
    await store().pause()
    const idle = worker()
    expect(await idle.runOnce()).toMatchObject({
      ran: [],
      skipped: [
        { dueJobs: 2, pausedBy: 'global', queue: 'a' },
        { dueJobs: 0, pausedBy: 'global', queue: 'default' },
      ],
    })

    await store().resume({ all: true })
    idle.start()
    await poll(async () => (await completedAt(inA)).every(Boolean), {
      message: 'queue a runs after resume',
    })
  })

  test('[QC-19] stop() finishes the job in hand, takes no new job, and only then resolves', async () => {
    const tag = 'graceful'
    const [blocked] = await queueJobs(host().payload, 1, 'block', 'default', { tag })
    const loop = worker()
    loop.start()
    await poll(async () => (await kvKeys(host().payload, blockKeys.started(tag))).length === 1, {
      message: 'block job started',
    })
    let stopped = false
    const stopping = loop.stop().then(() => (stopped = true))
    const [later] = await queueJobs(host().payload, 1)
    expect(handOf(await job(host().payload, blocked)).inHand).toBe(true)
    expect(stopped).toBe(false)

    await host().payload.kv.set(blockKeys.release(tag), true)
    await stopping
    expect(loop.running).toBe(false)
    expect((await job(host().payload, blocked)).completedAt).toBeTruthy()
    expect(await kvKeys(host().payload, blockKeys.done(tag))).toHaveLength(1)
    expect((await job(host().payload, later)).completedAt ?? null).toBeNull()
    // Not taken either: left free for the next runner, not held by a stopped one.
    expect(handOf(await job(host().payload, later)).inHand).toBe(false)
  })

  test('[QC-20] a job is never run by two runners at once: workers and queue-run calls fired together over the same jobs run each exactly once', async () => {
    const browser = await signedIn(host(), host().payload)
    const rounds = 4
    const perRound = 6
    const racers = [
      worker({ limit: perRound }),
      worker({ limit: perRound }),
      worker({ limit: perRound }),
    ]
    const tags: string[] = []
    for (let round = 0; round < rounds; round++) {
      const batch = Array.from({ length: perRound }, (_, index) => `race-${round}-${index}`)
      for (const tag of batch) await host().payload.kv.set(blockKeys.release(tag), true)
      for (const tag of batch) await queueJobs(host().payload, 1, 'block', 'default', { tag })
      tags.push(...batch)
      // All racers leave in one tick, each free to claim the whole batch: identical in-process passes
      // reach their claims together, so a claim that reads due jobs and then marks them in a second
      // statement hands the same jobs to several of them (further rounds for adapters with real I/O).
      const calls = [0, 1].map(() =>
        browser.get(`${JOBS}/queue-run`, { query: { limit: perRound, disableScheduling: true } }),
      )
      const passes = await Promise.all(racers.map((racer) => racer.runOnce()))
      const answers = await Promise.all(calls)
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      const ran = [
        ...passes.flatMap((pass) => pass.ran),
        ...answers.flatMap((answer) => answer.body.ran as Array<{ id: number | string }>),
      ].map((entry) => String(entry.id))
      expect(
        ran.filter((id, index) => ran.indexOf(id) !== index),
        `round ${round}: jobs reported by two runners`,
      ).toEqual([])
    }
    await poll(
      async () => {
        await racers[0].runOnce()
        return (await allJobs(host().payload)).every((row) => row.completedAt)
      },
      { message: 'every job completed' },
    )
    for (const tag of tags) {
      expect(await kvKeys(host().payload, blockKeys.started(tag)), tag).toHaveLength(1)
      expect(await kvKeys(host().payload, blockKeys.done(tag)), tag).toHaveLength(1)
    }
    expect((await allJobs(host().payload)).map((row) => row.totalTried)).toEqual(tags.map(() => 1))
  }, 60_000)
})
