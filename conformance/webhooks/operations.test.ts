import { createClient, errorMessage, poll, WH_USER, webhooksConsole } from '../../fixtures'
import { describeFamily, expect, test, useHost, useReceiver, withHost } from '../harness'
import { deliveryRowCount, runnerWarnings, subscribeToPosts, withWebhooksHost } from './support'
import whAdmin, { type WhAdminOptions } from './wh-admin'
import whHost from './wh-host'

const SUBSCRIPTIONS = 'webhook-subscriptions'

describeFamily('WH', 'test events and a runner out of the box', () => {
  const receiver = useReceiver({ resetAfterEach: true })
  const host = useHost<WhAdminOptions>({ fixture: whAdmin, options: {} })

  test('[WH-50] POST /:id/test on a subscription answers 202 with a logged webhook.test delivery the receiver gets; 401 signed out, 404 unknown (naming the subscription), 409 disabled', async () => {
    const operator = await webhooksConsole(host(), { credentials: WH_USER })
    const subscription = await subscribeToPosts(operator, receiver(), '/test-event')
    const response = await operator.api.post(`/${SUBSCRIPTIONS}/${subscription.id}/test`)
    expect(response.status).toBe(202)
    expect(response.body).toMatchObject({ id: expect.any(String), status: 'success' })
    const [received] = receiver().received('/test-event')
    expect(JSON.parse(received.rawBody)).toMatchObject({
      id: response.body.id,
      event: 'webhook.test',
    })
    const [row] = await operator.forSubscription(subscription.id)
    expect(row).toMatchObject({
      id: response.body.id,
      event: 'webhook.test',
      status: 'success',
      responseStatus: 200,
    })

    const before = await deliveryRowCount(host())
    expect(
      (await createClient(host()).post(`/${SUBSCRIPTIONS}/${subscription.id}/test`)).status,
    ).toBe(401)
    for (const id of ['999999', 'not-an-id']) {
      const missing = await operator.api.post(`/${SUBSCRIPTIONS}/${id}/test`)
      expect(missing.status, id).toBe(404)
      // The 404 says what was not found: a subscription, with the id asked for.
      expect(missing.body.errors?.[0]?.message, id).toMatch(/subscription/i)
      expect(missing.body.errors?.[0]?.message, id).toContain(id)
    }
    await host().payload.update({
      collection: SUBSCRIPTIONS,
      id: subscription.id,
      data: { enabled: false },
    })
    const disabled = await operator.api.post(`/${SUBSCRIPTIONS}/${subscription.id}/test`)
    expect(disabled.status).toBe(409)
    expect(errorMessage(disabled)).toMatch(/disabled/)
    expect(await deliveryRowCount(host())).toBe(before)
  })

  test('[WH-50] in queue mode the test event answers 202 pending with its job, and the receiver gets it when the queue runs', async () => {
    const queue = 'test-events'
    await withWebhooksHost({ delivery: { mode: 'queue', queue } }, async (operator, queueHost) => {
      const subscription = await subscribeToPosts(operator, receiver(), '/queued-test')
      const response = await operator.api.post(`/${SUBSCRIPTIONS}/${subscription.id}/test`)
      expect(response.status).toBe(202)
      expect(response.body).toMatchObject({ id: expect.any(String), status: 'pending' })
      const [row] = await operator.forSubscription(subscription.id)
      expect(row).toMatchObject({
        id: response.body.id,
        event: 'webhook.test',
        status: 'pending',
      })
      const job = await queueHost.payload.findByID({
        collection: 'payload-jobs',
        id: row.jobId!,
        depth: 0,
      })
      expect(job).toMatchObject({ taskSlug: 'webhooksDeliver', queue })
      expect(receiver().received('/queued-test')).toHaveLength(0)
      await operator.runQueue(queue)
      const [received] = receiver().received('/queued-test')
      expect(JSON.parse(received.rawBody)).toMatchObject({
        id: response.body.id,
        event: 'webhook.test',
      })
      expect((await operator.forSubscription(subscription.id))[0]).toMatchObject({
        status: 'success',
        responseStatus: 200,
      })
    })
  })

  test('[WH-51] with jobs({ runner }) installed, a queued delivery reaches the receiver with no queue call, and nothing warns', async () => {
    await withWebhooksHost(
      { jobsRunner: true },
      async (operator, runnerHost) => {
        const subscription = await subscribeToPosts(operator, receiver(), '/runner')
        expect((await operator.api.post('/posts', { title: 'runs by itself' })).status).toBe(201)
        const [row] = await operator.forSubscription(subscription.id)
        expect(row.jobId).toBeTruthy()
        await poll(() => receiver().received('/runner').length === 1, {
          message: 'the delivery never reached the receiver',
        })
        await poll(
          async () => (await operator.forSubscription(subscription.id))[0].status === 'success',
          { message: 'the row never became success' },
        )
        expect(runnerWarnings(runnerHost)).toHaveLength(0)
      },
      { admin: true },
    )
  })

  test('[WH-52] deliveries that queue with no runner covering their queue (the jobs plugin without its runner option) are warned about at boot', async () => {
    await withHost({ fixture: whAdmin, options: { jobsWithoutRunner: true } }, async (bare) => {
      expect(runnerWarnings(bare)).toHaveLength(1)
      expect(runnerWarnings(bare)[0].msg).toMatch(/runner/)
    })
    // autoRun covering another queue is no runner for the delivery queue.
    const elsewhere = { delivery: { mode: 'queue', queue: 'outbound' }, autoRunQueue: 'other' }
    await withHost({ fixture: whHost, options: elsewhere }, async (uncovered) => {
      expect(runnerWarnings(uncovered)).toHaveLength(1)
      expect(runnerWarnings(uncovered)[0].msg).toContain('outbound')
    })
    // Inline deliveries need no runner, with the jobs plugin installed or not.
    await withHost(
      { fixture: whHost, options: { delivery: 'inline', jobsPlugin: true } },
      async (inline) => {
        expect(runnerWarnings(inline)).toHaveLength(0)
      },
    )
  })
})
