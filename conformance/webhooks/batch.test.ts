import { advanceJobsClock, type Host, handOf, poll, resetJobsClock } from '../../fixtures'
import { afterEach, describeFamily, expect, test, useReceiver } from '../harness'
import { QUEUE, queueDelivery, subscribeToPosts, withWebhooksHost } from './support'

const BACKOFF_MS = 60_000
const SLOW_REPLY_MS = 150

describeFamily('WH', 'batched delivery through the jobs plugin', () => {
  const receiver = useReceiver({ resetAfterEach: true })
  afterEach(() => resetJobsClock())

  /** A job by id, or undefined once Payload deleted it. */
  const jobIn = async (host: Host, id: string) =>
    (
      await host.payload.find({
        collection: 'payload-jobs',
        where: { id: { equals: id } },
        depth: 0,
      })
    ).docs[0]

  /** The jobs still stored on QUEUE (completed ones are deleted by Payload's default). */
  const queuedJobCount = async (host: Host) =>
    (
      await host.payload.count({
        collection: 'payload-jobs',
        where: { queue: { equals: QUEUE } },
      })
    ).totalDocs

  /** Queue mode run by the jobs plugin (its queue-run and worker), on QUEUE. */
  const JOBS_PLUGIN = { delivery: { mode: 'queue', queue: QUEUE }, jobsPlugin: true }

  /** Answers `path` after SLOW_REPLY_MS; returns a reader of the most requests it held at once. */
  const holdRequests = (path: string) => {
    let inFlight = 0
    let peak = 0
    receiver().route(path, () => {
      peak = Math.max(peak, ++inFlight)
      // Armed before the receiver's own reply timer of the same length, so it runs first.
      setTimeout(() => inFlight--, SLOW_REPLY_MS)
      return { delayMs: SLOW_REPLY_MS }
    })
    return () => peak
  }

  test('[WH-37] deliveries run by the jobs plugin’s queue-run end as through Payload’s /run: a success completes its job, a failure is retried with backoff (or Retry-After) and logged, the last is dead with the job errored', async () => {
    await withWebhooksHost(
      {
        delivery: {
          mode: 'queue',
          queue: QUEUE,
          retries: 1,
          backoff: { type: 'fixed', delay: BACKOFF_MS },
        },
        jobsPlugin: true,
      },
      async (operator, host) => {
        let limitedCalls = 0
        receiver().route('/fails', { status: 500 })
        receiver().route('/limited', () =>
          limitedCalls++ === 0 ? { status: 429, headers: { 'retry-after': '600' } } : {},
        )
        const ok = await subscribeToPosts(operator, receiver(), '/ok')
        const fails = await subscribeToPosts(operator, receiver(), '/fails')
        const limited = await subscribeToPosts(operator, receiver(), '/limited')
        await operator.api.post('/posts', { title: 'batched' })
        const rowOf = async (subscription: { id: string | number }) =>
          (await operator.forSubscription(subscription.id))[0]
        const [okRow, failRow, limitedRow] = [
          await rowOf(ok),
          await rowOf(fails),
          await rowOf(limited),
        ]
        const run = async () => {
          const response = await operator.queueRun(QUEUE, 100)
          expect(response.status).toBe(200)
          return Object.fromEntries(
            (response.body.ran as Array<{ id: string | number; status: string }>).map((job) => [
              String(job.id),
              job.status,
            ]),
          )
        }

        expect(await run()).toEqual({
          [okRow.jobId!]: 'success',
          [failRow.jobId!]: 'error',
          [limitedRow.jobId!]: 'error',
        })
        expect(await rowOf(ok)).toMatchObject({
          status: 'success',
          attempt: 1,
          responseStatus: 200,
        })
        expect(await rowOf(fails)).toMatchObject({
          status: 'failed',
          attempt: 1,
          responseStatus: 500,
          error: 'HTTP 500',
        })
        expect(await rowOf(limited)).toMatchObject({
          status: 'failed',
          attempt: 1,
          responseStatus: 429,
        })
        // Payload's deleteJobOnComplete (on by default) removes a completed job.
        expect(await jobIn(host, okRow.jobId!)).toBeUndefined()
        const failedJob = await jobIn(host, failRow.jobId!)
        expect(failedJob).toMatchObject({
          hasError: false,
          totalTried: 1,
          taskSlug: 'webhooksDeliver',
        })
        expect(handOf(failedJob).inHand).toBe(false)
        expect(failedJob.completedAt ?? null).toBeNull()
        const wait = Date.parse(String(failedJob.waitUntil)) - Date.now()
        expect(wait).toBeGreaterThan(BACKOFF_MS - 10_000)
        expect(wait).toBeLessThanOrEqual(BACKOFF_MS)
        expect(failedJob.log).toHaveLength(1)
        expect(failedJob.log[0]).toMatchObject({
          state: 'failed',
          taskSlug: 'webhooksDeliver',
          taskID: '1',
          input: { deliveryId: String(failRow.id) },
        })
        expect(failedJob.log[0].error.message).toMatch(/HTTP 500/)
        expect(
          Date.parse(String((await jobIn(host, limitedRow.jobId!)).waitUntil)) - Date.now(),
        ).toBeGreaterThan(590_000)

        // Nothing is due until the backoff has passed.
        expect(await run()).toEqual({})
        advanceJobsClock(BACKOFF_MS + 1000)
        expect(await run()).toEqual({ [failRow.jobId!]: 'error-reached-max-retries' })
        expect(await rowOf(fails)).toMatchObject({ status: 'dead', attempt: 2 })
        const deadJob = await jobIn(host, failRow.jobId!)
        expect(deadJob).toMatchObject({ hasError: true, totalTried: 2 })
        expect(handOf(deadJob).inHand).toBe(false)
        expect(deadJob.error.message).toMatch(/attempt 2 failed: HTTP 500/)
        expect(deadJob.log.map((entry: { state: string }) => entry.state)).toEqual([
          'failed',
          'failed',
        ])

        // Retry-After (600 s) outlasts the backoff: the limited delivery goes out once it has passed.
        expect(receiver().received('/limited')).toHaveLength(1)
        advanceJobsClock(600_000)
        expect(await run()).toEqual({ [limitedRow.jobId!]: 'success' })
        expect(await rowOf(limited)).toMatchObject({ status: 'success', attempt: 2 })
        expect(receiver().received('/ok')).toHaveLength(1)
        expect(receiver().received('/fails')).toHaveLength(2)
      },
    )
  })

  test('[WH-37] one queue-run sends the deliveries it claimed together, and with deleteJobOnComplete false their jobs stay, completed', async () => {
    const deliveries = 3
    const options = {
      delivery: { mode: 'queue', queue: QUEUE, concurrency: deliveries },
      jobsPlugin: true,
      keepCompletedJobs: true,
    }
    await withWebhooksHost(options, async (operator, host) => {
      const peak = holdRequests('/together')
      await subscribeToPosts(operator, receiver(), '/together')
      for (let i = 0; i < deliveries; i++)
        await operator.api.post('/posts', { title: `together ${i}` })
      const response = await operator.queueRun(QUEUE, deliveries)
      expect((response.body.ran as Array<{ status: string }>).map((job) => job.status)).toEqual(
        Array(deliveries).fill('success'),
      )
      expect(peak()).toBe(deliveries)
      const { docs: jobs } = await host.payload.find({
        collection: 'payload-jobs',
        where: { queue: { equals: QUEUE } },
        depth: 0,
      })
      expect(jobs).toHaveLength(deliveries)
      for (const job of jobs) {
        expect(job).toMatchObject({ hasError: false, totalTried: 1 })
        expect(job.completedAt).toBeTruthy()
        expect(handOf(job).inHand).toBe(false)
      }
    })
  })

  test('[WH-37] the jobs plugin’s worker ends delivery jobs the same way: a success completes its job, a failure is retried and the last leaves the row dead and its job errored', async () => {
    const options = {
      jobsRunner: true,
      delivery: { mode: 'queue', retries: 1, backoff: { type: 'fixed', delay: 0 } },
    }
    await withWebhooksHost(
      options,
      async (operator, host) => {
        receiver().route('/worker-fails', { status: 500 })
        const ok = await subscribeToPosts(operator, receiver(), '/worker-ok')
        const fails = await subscribeToPosts(operator, receiver(), '/worker-fails')
        await operator.api.post('/posts', { title: 'the worker runs it' })
        const [okRow] = await operator.forSubscription(ok.id)
        const [failRow] = await operator.forSubscription(fails.id)
        const dead = await poll(
          async () => {
            const [row] = await operator.forSubscription(fails.id)
            const job = await jobIn(host, failRow.jobId!)
            return row.status === 'dead' && job?.hasError === true && { row, job }
          },
          { message: 'the worker never finished the failing delivery' },
        )
        expect(dead.row).toMatchObject({ attempt: 2, responseStatus: 500 })
        expect(dead.job).toMatchObject({ totalTried: 2 })
        expect(dead.job.error.message).toMatch(/attempt 2 failed: HTTP 500/)
        expect(receiver().received('/worker-fails')).toHaveLength(2)
        await poll(async () => (await operator.forSubscription(ok.id))[0].status === 'success', {
          message: 'the worker never delivered the success',
        })
        await poll(async () => (await jobIn(host, okRow.jobId!)) === undefined, {
          message: 'the completed job was never deleted',
        })
        expect(receiver().received('/worker-ok')).toHaveLength(1)
      },
      { admin: true },
    )
  })

  test('[WH-59] delivery.concurrency bounds the requests in flight to one endpoint across runs: two queue-run calls at once never have more out than it allows', async () => {
    const concurrency = 2
    await withWebhooksHost(
      { delivery: { mode: 'queue', queue: QUEUE, concurrency }, jobsPlugin: true },
      async (operator) => {
        const peak = holdRequests('/slow')
        await subscribeToPosts(operator, receiver(), '/slow')
        for (let i = 0; i < 3 * concurrency; i++)
          await operator.api.post('/posts', { title: `slow ${i}` })
        const run = () => operator.queueRun(QUEUE, 2 * concurrency)
        const answers = await Promise.all([run(), run()])
        expect(answers.map((answer) => answer.status)).toEqual([200, 200])
        expect(answers.flatMap((answer) => answer.body.ran as unknown[])).toHaveLength(
          3 * concurrency,
        )
        expect(receiver().received('/slow')).toHaveLength(3 * concurrency)
        expect(peak()).toBe(concurrency)
      },
    )
  })

  test('[WH-33] every failed attempt counts toward the failure streak when runs finish together: two large queue-run calls at once over one failing endpoint', async () => {
    await withWebhooksHost(JOBS_PLUGIN, async (operator) => {
      receiver().route('/down', () => ({ status: 500 }))
      const subscription = await subscribeToPosts(operator, receiver(), '/down')
      const failures = 150
      for (let i = 0; i < failures; i++) await operator.api.post('/posts', { title: `down ${i}` })
      // Large limits, so a runner may also split each call's jobs into batches of its own.
      const run = () => operator.queueRun(QUEUE, 100)
      const answers = await Promise.all([run(), run()])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      expect(receiver().received('/down')).toHaveLength(failures)
      const stored = await operator.api.get(`/webhook-subscriptions/${subscription.id}`)
      expect(stored.body).toMatchObject({
        enabled: true,
        failureStreak: failures,
        lastError: 'HTTP 500',
      })
    })
  })

  test('[WH-61] a queued delivery whose subscription is disabled or deleted before its attempt sends nothing: its row ends dead with the reason, its job completes', async () => {
    await withWebhooksHost(JOBS_PLUGIN, async (operator, host) => {
      const kept = await subscribeToPosts(operator, receiver(), '/kept')
      const disabled = await subscribeToPosts(operator, receiver(), '/disabled')
      const deleted = await subscribeToPosts(operator, receiver(), '/deleted')
      // Many deliveries each, so a runner that claims in parts sees the change in every part.
      const writes = 30
      for (let i = 0; i < writes; i++) await operator.api.post('/posts', { title: `queued ${i}` })
      const rowsOf = (subscription: { id: string | number }) =>
        operator.forSubscription(subscription.id)
      expect((await rowsOf(disabled)).every((row) => row.status === 'pending')).toBe(true)
      const deletedRowIds = (await rowsOf(deleted)).map((row) => row.id)
      expect(deletedRowIds).toHaveLength(writes)

      expect(
        (await operator.api.patch(`/webhook-subscriptions/${disabled.id}`, { enabled: false }))
          .status,
      ).toBe(200)
      expect((await operator.api.delete(`/webhook-subscriptions/${deleted.id}`)).status).toBe(200)
      const response = await operator.queueRun(QUEUE, 500)
      expect(response.status).toBe(200)
      const ran = response.body.ran as Array<{ status: string }>
      expect(ran).toHaveLength(3 * writes)
      expect(ran.every((job) => job.status === 'success')).toBe(true)

      expect(receiver().received('/kept')).toHaveLength(writes)
      expect(receiver().received('/disabled')).toHaveLength(0)
      expect(receiver().received('/deleted')).toHaveLength(0)
      expect((await rowsOf(kept)).map((row) => row.status)).toEqual(Array(writes).fill('success'))
      for (const row of await rowsOf(disabled))
        expect(row).toMatchObject({
          status: 'dead',
          error: 'Subscription disabled; nothing sent',
        })
      const deletedRows = await host.payload.find({
        collection: 'webhook-deliveries',
        where: { id: { in: deletedRowIds } },
        limit: 0,
        depth: 0,
      })
      expect(deletedRows.docs).toHaveLength(writes)
      for (const row of deletedRows.docs)
        expect(row).toMatchObject({ status: 'dead', error: 'Subscription deleted; nothing sent' })
      expect(await queuedJobCount(host)).toBe(0)
    })
  })

  test('[WH-61] through Payload’s own /run too, and a subscription disabled between a failed attempt and its retry gets no retry', async () => {
    await withWebhooksHost({ delivery: queueDelivery(2) }, async (operator, host) => {
      receiver().route('/flaky', { status: 500 })
      const flaky = await subscribeToPosts(operator, receiver(), '/flaky')
      const removed = await subscribeToPosts(operator, receiver(), '/removed')
      await operator.api.post('/posts', { title: 'per-job task' })
      const [removedRow] = await operator.forSubscription(removed.id)
      expect((await operator.api.delete(`/webhook-subscriptions/${removed.id}`)).status).toBe(200)
      await operator.runQueue(QUEUE)
      expect(
        await operator.api
          .get(`/webhook-deliveries/${removedRow.id}`)
          .then((response) => response.body),
      ).toMatchObject({
        status: 'dead',
        error: 'Subscription deleted; nothing sent',
      })
      expect(receiver().received('/removed')).toHaveLength(0)
      expect((await operator.forSubscription(flaky.id))[0]).toMatchObject({
        status: 'failed',
        attempt: 1,
      })

      expect(
        (await operator.api.patch(`/webhook-subscriptions/${flaky.id}`, { enabled: false })).status,
      ).toBe(200)
      await operator.runQueue(QUEUE)
      expect((await operator.forSubscription(flaky.id))[0]).toMatchObject({
        status: 'dead',
        error: 'Subscription disabled; nothing sent',
      })
      expect(receiver().received('/flaky')).toHaveLength(1)
      // Both jobs completed (and were deleted, Payload's default): nothing is left to retry.
      expect(await queuedJobCount(host)).toBe(0)
      await operator.runQueue(QUEUE)
      expect(receiver().received('/flaky')).toHaveLength(1)
    })
  })

  test('[WH-62] a queued delivery whose row already ended (success or dead) before its job ran, as when a runner stopped between writing the outcome and settling the job, is not sent again: through queue-run and through Payload’s /run its job completes and the row stays as it was', async () => {
    await withWebhooksHost(JOBS_PLUGIN, async (operator, host) => {
      const subscription = await subscribeToPosts(operator, receiver(), '/ended')
      const outcomes = [
        {
          status: 'success',
          attempt: 1,
          responseStatus: 200,
          responseBody: 'ok',
          error: null,
          durationMs: 4,
        },
        {
          status: 'dead',
          attempt: 5,
          responseStatus: 500,
          responseBody: 'down',
          error: 'HTTP 500',
          durationMs: 6,
        },
      ]
      const runners = {
        'queue-run': async () => {
          const response = await operator.queueRun(QUEUE, 100)
          expect(response.status).toBe(200)
          expect((response.body.ran as Array<{ status: string }>).map((job) => job.status)).toEqual(
            ['success', 'success'],
          )
        },
        '/run': () => operator.runQueue(QUEUE),
      }
      for (const [runner, run] of Object.entries(runners)) {
        for (let index = 0; index < outcomes.length; index++)
          await operator.api.post('/posts', { title: `${runner} ${index}` })
        const pending = (await operator.forSubscription(subscription.id)).filter(
          (row) => row.status === 'pending',
        )
        expect(pending).toHaveLength(outcomes.length)
        // The outcome an earlier run wrote before it stopped, its jobs still due: written as the server writes the log.
        for (const [index, row] of pending.entries()) {
          await host.payload.db.updateOne({
            collection: operator.deliveries,
            id: row.id,
            data: outcomes[index],
          })
        }

        await run()
        expect(receiver().received('/ended'), runner).toHaveLength(0)
        const rows = new Map(
          (await operator.forSubscription(subscription.id)).map((row) => [row.id, row]),
        )
        for (const [index, row] of pending.entries())
          expect(rows.get(row.id), runner).toMatchObject(outcomes[index])
        expect(await queuedJobCount(host), runner).toBe(0)
      }
    })
  })
})
