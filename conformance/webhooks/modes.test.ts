import { advanceJobsClock, resetJobsClock, type WebhooksConsole } from '../../fixtures'
import { afterEach, describeFamily, expect, test, useReceiver } from '../harness'
import { runnerWarnings, subscribeToPosts, withWebhooksHost } from './support'

describeFamily('WH', 'delivery modes', () => {
  const receiver = useReceiver({ resetAfterEach: true })

  afterEach(() => {
    resetJobsClock()
  })

  /** Subscribes, writes one post, returns the row as the write leaves it. */
  const writeOnce = async (operator: WebhooksConsole, path: string) => {
    const subscription = await subscribeToPosts(operator, receiver(), path)
    expect((await operator.api.post('/posts', { title: path })).status).toBe(201)
    const [row] = await operator.forSubscription(subscription.id)
    return row
  }

  test('[WH-23] auto (the default) delivers inline when no job runner is detected', async () => {
    await withWebhooksHost({}, async (operator, host) => {
      // A slow reply: a delivery started but not awaited by the write is still pending when the write returns.
      receiver().route('/auto-inline', { delayMs: 300 })
      const row = await writeOnce(operator, '/auto-inline')
      expect(row).toMatchObject({ status: 'success', attempt: 1 })
      expect(row.jobId ?? null).toBeNull()
      expect(receiver().received('/auto-inline')).toHaveLength(1)
      expect((await host.payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(0)
      expect(runnerWarnings(host)).toHaveLength(0)
    })
  })

  test('[WH-24] auto queues when jobs.autoRun is configured or the jobs plugin is installed', async () => {
    for (const options of [{ autoRunQueue: 'default' }, { jobsPluginMarker: true }]) {
      await withWebhooksHost({ delivery: 'auto', ...options }, async (operator, host) => {
        const path = `/auto-queue-${Object.keys(options)[0]}`
        const row = await writeOnce(operator, path)
        expect(row, JSON.stringify(options)).toMatchObject({ status: 'pending' })
        expect(row.jobId).toBeTruthy()
        expect(receiver().received(path)).toHaveLength(0)
        await operator.runQueue('default')
        expect((await operator.forSubscription(row.subscriptionId))[0].status).toBe('success')
        // autoRun runs the queue; the jobs plugin alone runs nothing (WH-52), so that host warns.
        expect(runnerWarnings(host)).toHaveLength(options.autoRunQueue ? 0 : 1)
      })
    }
  })

  test('[WH-25] queue mode enqueues webhooksDeliver on the configured queue; with no runner it warns once and deliveries stay pending', async () => {
    await withWebhooksHost(
      { delivery: { mode: 'queue', queue: 'outbound' } },
      async (operator, host) => {
        const subscription = await subscribeToPosts(operator, receiver(), '/queued')
        for (const title of ['one', 'two', 'three']) await operator.api.post('/posts', { title })
        const rows = await operator.forSubscription(subscription.id)
        expect(rows.map((row) => row.status)).toEqual(['pending', 'pending', 'pending'])
        for (const row of rows) {
          const job = await host.payload.findByID({
            collection: 'payload-jobs',
            id: row.jobId!,
            depth: 0,
          })
          expect(job).toMatchObject({ taskSlug: 'webhooksDeliver', queue: 'outbound' })
          expect(job.input).toMatchObject({ deliveryId: String(row.id) })
        }
        expect(runnerWarnings(host)).toHaveLength(1)
        // Running another queue does not deliver them; running theirs does.
        await operator.runQueue('default')
        expect(receiver().received('/queued')).toHaveLength(0)
        expect(
          (await operator.forSubscription(subscription.id)).every(
            (row) => row.status === 'pending',
          ),
        ).toBe(true)
        await operator.runQueue('outbound')
        expect(receiver().received('/queued')).toHaveLength(3)
        expect(runnerWarnings(host)).toHaveLength(1)
      },
    )
    await withWebhooksHost(
      { delivery: { mode: 'queue', queue: 'outbound' }, autoRunQueue: 'outbound' },
      async (_operator, host) => {
        expect(runnerWarnings(host)).toHaveLength(0)
      },
    )
  })

  test('[WH-26] inline delivers to matching subscriptions one after another, inside the write', async () => {
    await withWebhooksHost({ delivery: 'inline' }, async (operator) => {
      receiver().route('/first', { delayMs: 400 })
      receiver().route('/second', { delayMs: 400 })
      await subscribeToPosts(operator, receiver(), '/first')
      await subscribeToPosts(operator, receiver(), '/second')
      const started = Date.now()
      expect((await operator.api.post('/posts', { title: 'sequential' })).status).toBe(201)
      const elapsed = Date.now() - started
      const [first] = receiver().received('/first')
      const [second] = receiver().received('/second')
      expect(first && second).toBeTruthy()
      expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(380)
      expect(elapsed).toBeGreaterThanOrEqual(780)
      const rows = await operator.list()
      expect(rows.map((row) => row.status)).toEqual(['success', 'success'])
    })
  })

  test('[WH-27] defaults: queue "default" and 4 retries with backoff (5 attempts), through Payload task retries', async () => {
    await withWebhooksHost({ jobsPluginMarker: true }, async (operator, host) => {
      receiver().script({ status: 500 })
      const row = await writeOnce(operator, '/defaults')
      const job = await host.payload.findByID({
        collection: 'payload-jobs',
        id: row.jobId!,
        depth: 0,
      })
      expect(job.queue).toBe('default')
      const attempts: number[] = []
      for (let run = 0; run < 8; run++) {
        await operator.runQueue('default')
        const [current] = await operator.forSubscription(row.subscriptionId)
        attempts.push(receiver().received('/defaults').length)
        if (current.status === 'dead') break
        expect(current.status).toBe('failed')
        // Without moving the jobs clock the backoff holds the retry back.
        await operator.runQueue('default')
        expect(receiver().received('/defaults')).toHaveLength(attempts.at(-1)!)
        advanceJobsClock(3_600_000)
      }
      const [dead] = await operator.forSubscription(row.subscriptionId)
      expect(dead).toMatchObject({ status: 'dead', attempt: 5 })
      expect(attempts).toEqual([1, 2, 3, 4, 5])
    })
  })
})
