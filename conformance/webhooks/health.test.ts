import { advanceJobsClock, type Host, resetJobsClock, type WebhooksConsole } from '../../fixtures'
import { afterEach, describeFamily, expect, test } from '../harness'
import { QUEUE, subscribeToPosts, useDeliveryHosts, withWebhooksHost } from './support'
import { DISABLED_KEY } from './wh-host'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

describeFamily('WH', 'endpoint health', () => {
  const { inlineHost, inline, queueHost, queued, receiver } = useDeliveryHosts(2)
  afterEach(() => resetJobsClock())

  const subscriptionOf = async (operator: WebhooksConsole, id: string | number) => {
    const response = await operator.api.get(`/webhook-subscriptions/${id}`, { query: { depth: 0 } })
    expect(response.status).toBe(200)
    return response.body as Record<string, unknown>
  }
  const disabledEvents = async (host: Host, id: string | number) =>
    ((await host.payload.kv.get<Array<{ id: string; reason: string }>>(DISABLED_KEY)) ?? []).filter(
      (entry) => entry.id === String(id),
    )

  test('[WH-31] a 429 or 503 reply with Retry-After (seconds or HTTP date) holds the retry back at least that long', async () => {
    const httpDate = new Date(Date.now() + 300_000).toUTCString()
    receiver().once(
      { status: 429, headers: { 'retry-after': '120' } },
      { status: 503, headers: { 'retry-after': httpDate } },
    )
    const subscription = await subscribeToPosts(queued(), receiver(), '/retry-after')
    await queued().api.post('/posts', { title: 'rate limited' })

    /** One run of the queue: the requests the endpoint has had by then, and the delivery's row. */
    const runQueueOnce = async () => {
      await queued().runQueue(QUEUE)
      const [row] = await queued().forSubscription(subscription.id)
      return { sent: receiver().received('/retry-after'), row }
    }
    const { row: first } = await runQueueOnce()
    expect(first).toMatchObject({ status: 'failed', attempt: 1, responseStatus: 429 })
    const job = await queueHost().payload.findByID({
      collection: 'payload-jobs',
      id: first.jobId!,
      depth: 0,
    })
    expect(Date.parse(String(job.waitUntil)) - Date.now()).toBeGreaterThan(110_000)
    // The backoff alone (0 ms) would retry now: Retry-After holds it back.
    expect((await runQueueOnce()).sent).toHaveLength(1)

    advanceJobsClock(121_000)
    const second = await runQueueOnce()
    expect(second.sent).toHaveLength(2)
    expect(second.row).toMatchObject({ status: 'failed', attempt: 2, responseStatus: 503 })
    expect((await runQueueOnce()).sent).toHaveLength(2)

    advanceJobsClock(301_000)
    const third = await runQueueOnce()
    expect(third.sent).toHaveLength(3)
    expect(third.row).toMatchObject({ status: 'success', attempt: 3 })
  })

  test('[WH-32] a 410 Gone disables the subscription with a visible reason and an event; re-enabling resumes delivery', async () => {
    receiver().once({ status: 410 })
    const subscription = await subscribeToPosts(inline(), receiver(), '/gone')
    await inline().api.post('/posts', { title: 'to a gone endpoint' })
    const [row] = await inline().forSubscription(subscription.id)
    expect(row).toMatchObject({ status: 'dead', responseStatus: 410 })

    const disabled = await subscriptionOf(inline(), subscription.id)
    expect(disabled).toMatchObject({ enabled: false, failureStreak: 1, lastError: 'HTTP 410' })
    expect(disabled.disabledReason).toMatch(/410 Gone/)
    expect(disabled.disabledAt).toBeTruthy()
    expect(disabled.lastFailureAt).toBeTruthy()
    expect(await disabledEvents(inlineHost(), subscription.id)).toEqual([
      { id: String(subscription.id), reason: disabled.disabledReason },
    ])

    // Disabled: later writes neither log nor send anything for it.
    await inline().api.post('/posts', { title: 'while disabled' })
    expect(await inline().forSubscription(subscription.id)).toHaveLength(1)
    expect(receiver().received('/gone')).toHaveLength(1)

    // Callers cannot write health fields.
    const forgedHealth = {
      disabledReason: 'forged',
      disabledAt: '2000-01-01T00:00:00.000Z',
      failureStreak: 99,
      lastSuccessAt: '2000-01-01T00:00:00.000Z',
      lastError: 'forged',
      lastFailureAt: '2000-01-01T00:00:00.000Z',
      failingSince: '2000-01-01T00:00:00.000Z',
    }
    const forged = await inline().api.patch(
      `/webhook-subscriptions/${subscription.id}`,
      forgedHealth,
    )
    expect(forged.status).toBe(200)
    expect(forged.body.doc).toMatchObject({
      disabledReason: disabled.disabledReason,
      disabledAt: disabled.disabledAt,
      failureStreak: 1,
      enabled: false,
      lastError: 'HTTP 410',
      lastFailureAt: disabled.lastFailureAt,
    })
    expect(forged.body.doc.lastSuccessAt ?? null).toBeNull()
    expect(forged.body.doc.failingSince ?? null).toBe(disabled.failingSince ?? null)
    // Nor on create: a new subscription starts healthy whatever it is sent.
    const created = await inline().api.post('/webhook-subscriptions', {
      url: receiver().urlFor('/forged'),
      collections: ['posts'],
      ...forgedHealth,
    })
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201)
    expect(created.body.doc.failureStreak ?? 0).toBe(0)
    for (const name of [
      'disabledReason',
      'disabledAt',
      'lastSuccessAt',
      'lastError',
      'lastFailureAt',
      'failingSince',
    ])
      expect(created.body.doc[name] ?? null, name).toBeNull()
    await inline().api.delete(`/webhook-subscriptions/${created.body.doc.id}`)

    const enabled = await inline().api.patch(`/webhook-subscriptions/${subscription.id}`, {
      enabled: true,
    })
    expect(enabled.status).toBe(200)
    expect(enabled.body.doc).toMatchObject({ enabled: true, failureStreak: 0 })
    for (const name of [
      'disabledReason',
      'disabledAt',
      'failingSince',
      'lastError',
      'lastFailureAt',
    ])
      expect(enabled.body.doc[name] ?? null, name).toBeNull()

    await inline().api.post('/posts', { title: 'resumed' })
    const rows = await inline().forSubscription(subscription.id)
    expect(rows.map((entry) => entry.status)).toEqual(['dead', 'success'])
    expect(receiver().received('/gone')).toHaveLength(2)
    expect((await subscriptionOf(inline(), subscription.id)).lastSuccessAt).toBeTruthy()
  })

  test('[WH-32] a 410 Gone on a queued delivery disables the subscription too: no retry, and later writes send nothing', async () => {
    receiver().route('/queued-gone', { status: 410 })
    const subscription = await subscribeToPosts(queued(), receiver(), '/queued-gone')
    await queued().api.post('/posts', { title: 'to a gone endpoint, queued' })
    await queued().runQueue(QUEUE)
    // Dead after the one attempt, its 410 kept on the row: the log says why.
    const [row] = await queued().forSubscription(subscription.id)
    expect(row).toMatchObject({
      status: 'dead',
      attempt: 1,
      responseStatus: 410,
      error: 'HTTP 410',
    })
    await queued().runQueue(QUEUE)
    const disabled = await subscriptionOf(queued(), subscription.id)
    expect(disabled).toMatchObject({ enabled: false, lastError: 'HTTP 410' })
    expect(disabled.disabledReason).toMatch(/410 Gone/)
    expect(await queued().forSubscription(subscription.id)).toEqual([row])
    // Retries were left (2), yet the gone endpoint was asked once.
    expect(receiver().received('/queued-gone')).toHaveLength(1)
    await queued().api.post('/posts', { title: 'while disabled, queued' })
    await queued().runQueue(QUEUE)
    expect(receiver().received('/queued-gone')).toHaveLength(1)
    expect(await queued().forSubscription(subscription.id)).toHaveLength(1)
  })

  test('[WH-33] a subscription failing continuously for health.disableAfterMs (default 5 days) is disabled; a success in between restarts the period', async () => {
    receiver().route('/down', { status: 500 })
    receiver().route('/recovers', { status: 500 })
    const down = await subscribeToPosts(inline(), receiver(), '/down')
    const recovers = await subscribeToPosts(inline(), receiver(), '/recovers')

    await inline().api.post('/posts', { title: 'day 0' })
    const firstFailure = await subscriptionOf(inline(), down.id)
    expect(firstFailure).toMatchObject({ enabled: true, failureStreak: 1, lastError: 'HTTP 500' })
    expect(firstFailure.failingSince).toBeTruthy()
    expect(firstFailure.lastFailureAt).toBe(firstFailure.failingSince)

    advanceJobsClock(2 * DAY)
    receiver().route('/recovers', {})
    await inline().api.post('/posts', { title: 'day 2' })
    const recovered = await subscriptionOf(inline(), recovers.id)
    expect(recovered).toMatchObject({ enabled: true, failureStreak: 0 })
    expect(recovered.failingSince ?? null).toBeNull()
    expect(recovered.lastSuccessAt).toBeTruthy()
    receiver().route('/recovers', { status: 500 })

    advanceJobsClock(3 * DAY - 60_000)
    await inline().api.post('/posts', { title: 'day 5, a minute early' })
    const stillOn = await subscriptionOf(inline(), down.id)
    expect(stillOn).toMatchObject({
      enabled: true,
      failureStreak: 3,
      failingSince: firstFailure.failingSince,
    })

    advanceJobsClock(120_000)
    await inline().api.post('/posts', { title: 'day 5' })
    const disabled = await subscriptionOf(inline(), down.id)
    expect(disabled).toMatchObject({ enabled: false, failureStreak: 4 })
    expect(disabled.disabledReason).toMatch(/failed for 5 days/)
    expect(disabled.disabledReason).toMatch(/HTTP 500/)
    expect(await disabledEvents(inlineHost(), down.id)).toHaveLength(1)
    // Failing for three days only (since its success): still enabled.
    expect(await subscriptionOf(inline(), recovers.id)).toMatchObject({
      enabled: true,
      failureStreak: 2,
    })
    expect(await disabledEvents(inlineHost(), recovers.id)).toHaveLength(0)
  })
  test('[WH-33] a configured health.disableAfterMs is the period, for queued deliveries too', async () => {
    const options = {
      delivery: { mode: 'queue', queue: QUEUE, retries: 0 },
      health: { disableAfterMs: 2 * HOUR },
    }
    await withWebhooksHost(options, async (operator, host) => {
      receiver().route('/queued-down', { status: 500 })
      const down = await subscribeToPosts(operator, receiver(), '/queued-down')
      const failOnce = async (title: string) => {
        await operator.api.post('/posts', { title })
        await operator.runQueue(QUEUE)
        return subscriptionOf(operator, down.id)
      }
      const first = await failOnce('hour 0')
      expect(first).toMatchObject({ enabled: true, failureStreak: 1, lastError: 'HTTP 500' })

      advanceJobsClock(2 * HOUR - 60_000)
      expect(await failOnce('hour 2, a minute early')).toMatchObject({
        enabled: true,
        failureStreak: 2,
        failingSince: first.failingSince,
      })

      advanceJobsClock(120_000)
      const disabled = await failOnce('hour 2')
      expect(disabled).toMatchObject({ enabled: false, failureStreak: 3 })
      // Names the period it failed for, however it words it.
      expect(disabled.disabledReason).toMatch(/121 minutes|2 hours/)
      expect(disabled.disabledReason).toMatch(/HTTP 500/)
      expect(await disabledEvents(host, down.id)).toHaveLength(1)
      // Disabled: the next write queues nothing for it and sends nothing.
      await operator.api.post('/posts', { title: 'after' })
      await operator.runQueue(QUEUE)
      expect(receiver().received('/queued-down')).toHaveLength(3)
    })
  })
})
