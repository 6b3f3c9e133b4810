import { type Host, heldReply } from '../../fixtures'
import { describeFamily, expect, test } from '../harness'
import { QUEUE, subscribeToPosts, useDeliveryHosts, withWebhooksHost } from './support'

const RETRIES = 2

describeFamily('WH', 'delivery status transitions', () => {
  const { inlineHost, inline, queueHost, queued, receiver } = useDeliveryHosts(RETRIES)

  const jobOf = (host: Host, id: string) =>
    host.payload.findByID({ collection: 'payload-jobs', id, depth: 0 })

  test('[WH-11] the delivery row is written pending before any request is made', async () => {
    const subscription = await subscribeToPosts(queued(), receiver(), '/pending')
    expect((await queued().api.post('/posts', { title: 'queued' })).status).toBe(201)
    const [row] = await queued().forSubscription(subscription.id)
    expect(row).toMatchObject({
      status: 'pending',
      attempt: 1,
      event: 'posts.created',
      endpoint: receiver().urlFor('/pending'),
    })
    expect(row.payload).toMatchObject({ id: String(row.id), event: 'posts.created' })
    expect(receiver().requests).toHaveLength(0)

    await queued().drainUntil(
      QUEUE,
      async () => (await queued().forSubscription(subscription.id))[0].status === 'success',
    )
    const [request] = await receiver().waitFor(1)
    expect(request.headers['webhook-id']).toBe(String(row.id))
    expect(request.rawBody).toBe(JSON.stringify(row.payload))
  })

  test('[WH-11] inline: the pending row with its body exists while the receiver still holds the request', async () => {
    const reply = heldReply()
    receiver().route('/inline-pending', { until: reply.until })
    const subscription = await subscribeToPosts(inline(), receiver(), '/inline-pending')
    const write = inline().api.post('/posts', { title: 'inline pending' })
    const [request] = await receiver().waitFor(1, { path: '/inline-pending' })
    // Read while the attempt is in flight: the row was written before the request left.
    const during = await inline().forSubscription(subscription.id)
    expect(during).toHaveLength(1)
    expect(during[0]).toMatchObject({
      id: request.headers['webhook-id'],
      status: 'pending',
      attempt: 1,
    })
    expect(during[0].payload).toEqual(JSON.parse(request.rawBody))
    reply.release()
    expect((await write).status).toBe(201)
    expect((await inline().forSubscription(subscription.id))[0]).toMatchObject({
      status: 'success',
      responseStatus: 200,
    })
  })

  test('[WH-12] inline: a failed attempt goes straight to dead after exactly one attempt', async () => {
    receiver().script({ status: 500, body: 'receiver exploded' })
    const subscription = await subscribeToPosts(inline(), receiver(), '/inline-fail')
    await inline().api.post('/posts', { title: 'inline failure' })
    const [row] = await inline().forSubscription(subscription.id)
    expect(row).toMatchObject({
      status: 'dead',
      attempt: 1,
      responseStatus: 500,
      responseBody: 'receiver exploded',
    })
    expect(row.error).toMatch(/500/)
    expect(row.jobId ?? null).toBeNull()
    expect(receiver().requests).toHaveLength(1)
    // Nothing was queued for a retry: running every queue sends nothing more.
    await inline().api.get('/payload-jobs/run', { query: { allQueues: 'true', silent: 'true' } })
    expect((await inlineHost().payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(0)
    expect(receiver().requests).toHaveLength(1)
    expect((await inline().forSubscription(subscription.id))[0]).toMatchObject({
      status: 'dead',
      attempt: 1,
    })
  })

  test('[WH-13] queue: a failed attempt with retries remaining is failed and the job is retried with backoff', async () => {
    receiver().script({ status: 503 })
    const subscription = await subscribeToPosts(queued(), receiver(), '/retry')
    await queued().api.post('/posts', { title: 'will retry' })
    await queued().runQueue(QUEUE)
    const [row] = await queued().forSubscription(subscription.id)
    expect(row).toMatchObject({ status: 'failed', attempt: 1, responseStatus: 503 })
    const job = await jobOf(queueHost(), row.jobId!)
    expect(job).toMatchObject({
      taskSlug: 'webhooksDeliver',
      queue: QUEUE,
      hasError: false,
      totalTried: 1,
    })
    expect(job.completedAt ?? null).toBeNull()

    // With a real backoff the retry waits: Payload's task retries schedule it, the next run skips it.
    await withWebhooksHost(
      {
        delivery: {
          mode: 'queue',
          queue: QUEUE,
          retries: 3,
          backoff: { type: 'fixed', delay: 3_600_000 },
        },
      },
      async (operator, host) => {
        const slow = await subscribeToPosts(operator, receiver(), '/backoff')
        await operator.api.post('/posts', { title: 'backs off' })
        await operator.runQueue(QUEUE)
        const [failed] = await operator.forSubscription(slow.id)
        expect(failed).toMatchObject({ status: 'failed', attempt: 1 })
        const waiting = await jobOf(host, failed.jobId!)
        expect(Date.parse(String(waiting.waitUntil))).toBeGreaterThan(Date.now() + 3_000_000)
        await operator.runQueue(QUEUE)
        expect(receiver().received('/backoff')).toHaveLength(1)
        expect((await operator.forSubscription(slow.id))[0]).toMatchObject({
          status: 'failed',
          attempt: 1,
        })
      },
    )
  })

  test('[WH-14] queue: when retries are exhausted the row is dead, after attempts 1..retries+1', async () => {
    receiver().script({ status: 500 })
    const subscription = await subscribeToPosts(queued(), receiver(), '/exhaust')
    await queued().api.post('/posts', { title: 'never accepted' })
    const seen: Array<[string, number]> = []
    for (let run = 1; run <= RETRIES + 1; run++) {
      await queued().runQueue(QUEUE)
      const [row] = await queued().forSubscription(subscription.id)
      seen.push([row.status, row.attempt])
    }
    expect(seen).toEqual([
      ['failed', 1],
      ['failed', 2],
      ['dead', 3],
    ])
    const requests = receiver().received('/exhaust')
    expect(requests).toHaveLength(RETRIES + 1)
    // Retries of one delivery keep its webhook-id, so receivers can deduplicate.
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1)
    await queued().runQueue(QUEUE)
    expect(receiver().received('/exhaust')).toHaveLength(RETRIES + 1)
    const [dead] = await queued().forSubscription(subscription.id)
    expect(dead).toMatchObject({ status: 'dead', attempt: RETRIES + 1, responseStatus: 500 })
    expect((await jobOf(queueHost(), dead.jobId!)).hasError).toBe(true)
  })

  test('[WH-15] a 2xx reply is a success, inline and queued, also after a failed attempt', async () => {
    // The receiver takes 150 ms: durationMs is the round trip, so at least that.
    receiver().route('/created', { status: 201, body: 'stored', delayMs: 150 })
    receiver().route('/no-content', { status: 204 })
    const first = await subscribeToPosts(inline(), receiver(), '/created')
    await inline().api.post('/posts', { title: 'inline success' })
    const [inlineRow] = await inline().forSubscription(first.id)
    expect(inlineRow).toMatchObject({
      status: 'success',
      attempt: 1,
      responseStatus: 201,
      responseBody: 'stored',
    })
    expect(inlineRow.error ?? null).toBeNull()
    expect(inlineRow.durationMs).toBeGreaterThanOrEqual(150)
    expect(inlineRow.durationMs).toBeLessThan(10_000)

    receiver().once({ status: 502 })
    const second = await subscribeToPosts(queued(), receiver(), '/no-content')
    await queued().api.post('/posts', { title: 'queued success' })
    const row = await queued().drainUntil(QUEUE, async () => {
      const [current] = await queued().forSubscription(second.id)
      return current.status === 'success' && current
    })
    expect(row).toMatchObject({ status: 'success', attempt: 2, responseStatus: 204 })
    expect(row.error ?? null).toBeNull()
    expect(typeof row.durationMs).toBe('number')
    expect(receiver().received('/no-content')).toHaveLength(2)
  })
})
