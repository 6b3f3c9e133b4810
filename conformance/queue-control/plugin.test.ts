import { describeFamily, expect, implementation, test } from '../harness'
import { JOBS_PLUGIN_MARKER as MARKER } from '../kit/contract'
import { useQcHost } from './support'

describeFamily('QC', 'plugin wiring', () => {
  const off = useQcHost({})
  const on = useQcHost({ queueControl: true })

  test("[QC-29] the plugin announces itself in config.custom (installed, queueControl) and keeps the project's custom keys and jobs config", async () => {
    expect(off().config.custom).toMatchObject({
      project: 'kept',
      [MARKER]: { installed: true, queueControl: false },
    })
    expect(on().config.custom).toMatchObject({
      project: 'kept',
      [MARKER]: { installed: true, queueControl: true },
    })
    // Payload's own jobs system is extended, not replaced: tasks, endpoints and fields are all still there.
    expect(on().config.jobs.tasks!.map((task) => task.slug)).toEqual([
      'noop',
      'failOnce',
      'failHard',
      'block',
    ])
    const jobs = on().config.collections.find((collection) => collection.slug === 'payload-jobs')!
    expect((jobs.endpoints || []).map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining([
        '/run',
        '/handle-schedules',
        '/queue-status',
        '/queue-run',
        '/queue-sweep',
      ]),
    )
    const offJobs = off().config.collections.find(
      (collection) => collection.slug === 'payload-jobs',
    )!
    const offPaths = offJobs.endpoints ? offJobs.endpoints.map((endpoint) => endpoint.path) : []
    expect(offPaths).toEqual(expect.arrayContaining(['/run', '/handle-schedules']))
    expect(offPaths.filter((path) => path.startsWith('/queue-'))).toEqual([])
    const queued = await on().payload.jobs.queue({ task: 'noop' as never, input: {} as never })
    // Waiting to run, in whichever way the Payload major marks it (Payload 3's processing flag, Payload 4's lease).
    expect(queued).toMatchObject({ queue: 'default', taskSlug: 'noop' })
    const { completedAt, hasError, processing } = queued as {
      completedAt?: string | null
      hasError?: boolean | null
      processing?: boolean
    }
    expect({
      completed: Boolean(completedAt),
      failed: Boolean(hasError),
      inHand: Boolean(processing),
    }).toEqual({ completed: false, failed: false, inHand: false })
  })

  test("[QC-30] Payload's autoRun honors a global pause (jobs.shouldAutoRun answers false while everything is paused)", async () => {
    const { payload } = on()
    const store = implementation.createPauseStore!(payload)
    const shouldAutoRun = payload.config.jobs.shouldAutoRun!
    expect(await shouldAutoRun(payload)).toBe(true)
    await store.pause()
    expect(await shouldAutoRun(payload)).toBe(false)
    await store.resume({ all: true })
    expect(await shouldAutoRun(payload)).toBe(true)
  })
})
