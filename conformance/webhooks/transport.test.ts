import { type Receiver, startReceiver } from '../../fixtures'
import { describeFamily, expect, test, useReceiver } from '../harness'
import { subscribeToPosts, useWebhooksHost, withWebhooksHost } from './support'

const TIMEOUT_MS = 600

describeFamily('WH', 'what one attempt does on the wire', () => {
  const { operator } = useWebhooksHost(
    { delivery: { mode: 'inline', timeoutMs: TIMEOUT_MS } },
    { disableSubscriptionsAfterEach: true },
  )
  const receiver = useReceiver({ resetAfterEach: true })

  /** Subscribes a path, scripts the receiver for it, writes a post and returns the delivery row. */
  const deliverTo = async (path: string, reply: Parameters<Receiver['route']>[1]) => {
    receiver().route(path, reply)
    const subscription = await subscribeToPosts(operator(), receiver(), path)
    const started = Date.now()
    const write = await operator().api.post('/posts', { title: path })
    expect(write.status).toBe(201)
    const [row] = await operator().forSubscription(subscription.id)
    return { row, writeMs: Date.now() - started }
  }

  test('[WH-19] an attempt that exceeds timeoutMs is aborted and recorded as a failure', async () => {
    const silent = await deliverTo('/slow-reply', { delayMs: 5_000 })
    expect(silent.row).toMatchObject({ status: 'dead', attempt: 1 })
    expect(silent.row.error).toMatch(/timed out/i)
    expect(silent.row.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
    expect(silent.row.durationMs).toBeLessThan(5_000)
    expect(silent.writeMs).toBeLessThan(5_000)
    expect(receiver().received('/slow-reply')[0].reply.clientClosed).toBe(true)

    // Headers at once, then a body that drips past the deadline: the whole attempt is bounded.
    const drip = await deliverTo('/drip', { drip: { chunks: 20, intervalMs: 200 } })
    expect(drip.row).toMatchObject({ status: 'dead', responseStatus: 200 })
    expect(drip.row.error).toMatch(/timed out/i)
    expect(drip.row.durationMs).toBeLessThan(4_000)
  })

  test('[WH-19] timeoutMs defaults to 10 seconds, and a queued attempt that times out is recorded failed and retried', async () => {
    await withWebhooksHost({ delivery: 'inline' }, async (operator) => {
      receiver().route('/default-timeout', { delayMs: 11_000 })
      const subscription = await subscribeToPosts(operator, receiver(), '/default-timeout')
      expect((await operator.api.post('/posts', { title: 'default timeout' })).status).toBe(201)
      const [row] = await operator.forSubscription(subscription.id)
      expect(row).toMatchObject({ status: 'dead', attempt: 1 })
      expect(row.error).toMatch(/timed out/i)
      expect(row.durationMs).toBeGreaterThanOrEqual(9_950)
      expect(row.durationMs).toBeLessThan(11_000)
    })
    const queue = 'timeouts'
    const delivery = {
      mode: 'queue',
      queue,
      timeoutMs: TIMEOUT_MS,
      retries: 1,
      backoff: { type: 'fixed', delay: 0 },
    }
    await withWebhooksHost({ delivery }, async (operator) => {
      receiver().once({ delayMs: 5_000 })
      const subscription = await subscribeToPosts(operator, receiver(), '/queued-timeout')
      await operator.api.post('/posts', { title: 'queued timeout' })
      await operator.runQueue(queue)
      const [failed] = await operator.forSubscription(subscription.id)
      expect(failed).toMatchObject({ status: 'failed', attempt: 1 })
      expect(failed.error).toMatch(/timed out/i)
      expect(failed.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
      expect(failed.durationMs).toBeLessThan(5_000)
      await operator.runQueue(queue)
      expect((await operator.forSubscription(subscription.id))[0]).toMatchObject({
        status: 'success',
        attempt: 2,
        responseStatus: 200,
      })
      expect(receiver().received('/queued-timeout')).toHaveLength(2)
    })
  }, 60_000)

  test('[WH-20] responseBody keeps the first 2000 characters, and only a bounded number of bytes is read', async () => {
    const ascii = await deliverTo('/long', { body: `${'a'.repeat(1999)}bcdefgh` })
    expect(ascii.row.status).toBe('success')
    expect(ascii.row.responseBody).toBe(`${'a'.repeat(1999)}b`)

    const euros = await deliverTo('/multibyte', { body: '€'.repeat(3_000) })
    expect(euros.row.responseBody).toBe('€'.repeat(2_000))

    const huge = 256 * 1024 * 1024
    const flood = await deliverTo('/flood', { bodySize: huge })
    expect(flood.row).toMatchObject({ status: 'success', responseStatus: 200 })
    expect(flood.row.responseBody).toBe('x'.repeat(2_000))
    const [request] = receiver().received('/flood')
    await receiver().waitFor(1, { path: '/flood' })
    expect(request.reply.finished).toBe(false)
    expect(request.reply.bytesSent).toBeLessThan(huge / 4)
  })

  test('[WH-21] a 3xx reply is a failure and the redirect is not followed', async () => {
    for (const status of [301, 302, 307, 308]) {
      const { row } = await deliverTo(`/moved-${status}`, {
        status,
        redirectTo: receiver().urlFor('/target'),
      })
      expect(row).toMatchObject({ status: 'dead', responseStatus: status })
      expect(row.error).toMatch(/redirect/i)
    }
    expect(receiver().received('/target')).toHaveLength(0)
  })

  test('[WH-22] a connection reset or refused connection is recorded with its error', async () => {
    const reset = await deliverTo('/reset', { reset: true })
    expect(reset.row).toMatchObject({ status: 'dead', attempt: 1 })
    expect(reset.row.responseStatus ?? null).toBeNull()
    expect(reset.row.error).toMatch(/closed|reset|socket/i)
    expect(typeof reset.row.durationMs).toBe('number')
    expect(receiver().received('/reset')).toHaveLength(1)

    const closed = await startReceiver()
    const url = closed.urlFor('/gone')
    await closed.close()
    const subscription = await operator().subscribe({ url, collections: ['posts'] })
    await operator().api.post('/posts', { title: 'refused' })
    const [refused] = await operator().forSubscription(subscription.id)
    expect(refused).toMatchObject({ status: 'dead', responseStatus: null })
    expect(refused.error).toMatch(/ECONNREFUSED/)
  })
})
