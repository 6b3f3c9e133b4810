import { createClient, type WebhooksConsole } from '../../fixtures'
import { describeFamily, expect, test } from '../harness'
import {
  DELIVERIES,
  deliveryRowCount,
  QUEUE,
  queueDelivery,
  subscribeToPosts,
  useDeliveryHosts,
  withWebhooksHost,
} from './support'

/** An id shaped like a real one (numeric or generated) that names no row. */
const unknownLike = (id: string) =>
  /^\d+$/.test(id)
    ? String(Number(id) + 1_000_000)
    : id.slice(0, -1) +
      (/\d/.test(id.at(-1)!) ? String((Number(id.at(-1)) + 1) % 10) : id.at(-1) === 'a' ? 'b' : 'a')

describeFamily('WH', 'redelivery', () => {
  const { inlineHost, inline, queueHost, queued, receiver } = useDeliveryHosts(0)

  /** One dead delivery: the receiver refuses the first request (queue hosts run with no retries). */
  const deadDelivery = async (operator: WebhooksConsole, path: string) => {
    receiver().once({ status: 500 })
    const subscription = await subscribeToPosts(operator, receiver(), path)
    await operator.api.post('/posts', { title: `for ${path}` })
    if (operator === queued()) await queued().runQueue(QUEUE)
    const [row] = await operator.forSubscription(subscription.id)
    expect(row.status).toBe('dead')
    return { subscription, row }
  }

  test('[WH-16] redeliver to an enabled subscription: 202 with the new id, a new pending row, the original body to the current URL', async () => {
    const { subscription, row } = await deadDelivery(queued(), '/old-url')
    const moved = await queued().api.patch(`/webhook-subscriptions/${subscription.id}`, {
      url: receiver().urlFor('/new-url'),
    })
    expect(moved.status).toBe(200)

    const response = await queued().api.post(`/${DELIVERIES}/${row.id}/redeliver`)
    expect(response.status).toBe(202)
    const newId = response.body.id
    expect(newId).toBeDefined()
    expect(String(newId)).not.toBe(String(row.id))
    const fresh = (await queued().api.get(`/${DELIVERIES}/${newId}`)).body
    expect(fresh).toMatchObject({
      status: 'pending',
      attempt: 1,
      event: row.event,
      endpoint: receiver().urlFor('/new-url'),
    })
    expect(fresh.subscriptionId).toBe(String(subscription.id))
    expect(fresh.jobId).toBeTruthy()
    expect(fresh.payload).toEqual(row.payload)
    expect(receiver().received('/new-url')).toHaveLength(0)

    await queued().drainUntil(
      QUEUE,
      async () => (await queued().api.get(`/${DELIVERIES}/${newId}`)).body.status === 'success',
    )
    const [request] = receiver().received('/new-url')
    expect(JSON.parse(request.rawBody)).toEqual(row.payload)
    expect(request.headers['webhook-id']).toBe(String(newId))
    expect(receiver().received('/old-url')).toHaveLength(1)
    // The original row is left as it was.
    expect((await queued().api.get(`/${DELIVERIES}/${row.id}`)).body).toMatchObject({
      status: 'dead',
      attempt: 1,
    })

    // Inline mode replays inside the request: the new row is already final when 202 arrives.
    const inlineCase = await deadDelivery(inline(), '/inline-original')
    const inlineResponse = await inline().api.post(`/${DELIVERIES}/${inlineCase.row.id}/redeliver`)
    expect(inlineResponse.status).toBe(202)
    expect((await inline().api.get(`/${DELIVERIES}/${inlineResponse.body.id}`)).body).toMatchObject(
      { status: 'success' },
    )
    expect(receiver().received('/inline-original')).toHaveLength(2)
  })

  test('[WH-16] a runner looking for work while a redelivery is written never gets its job without its row: with no retries left, the redelivery still succeeds', async () => {
    const { row } = await deadDelivery(queued(), '/claimed-at-once')
    const host = queueHost()
    const postgres = host.shared.db === 'postgres'
    const { pool } = host.payload.db as unknown as {
      pool?: { query(text: string): Promise<unknown> }
    }
    // On Postgres the row is written slowly (a trigger sleeps a second), so a runner polling all the
    // while would find a job committed before its row.
    if (postgres)
      await pool!.query(`
        CREATE FUNCTION wh_slow_row() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN PERFORM pg_sleep(1); RETURN NULL; END $$;
        CREATE TRIGGER wh_slow_row BEFORE INSERT ON webhook_deliveries
          FOR EACH STATEMENT EXECUTE FUNCTION wh_slow_row();`)
    try {
      let answered = false
      const redelivered = queued()
        .api.post(`/${DELIVERIES}/${row.id}/redeliver`)
        .finally(() => {
          answered = true
        })
      while (!answered) await queued().runQueue(QUEUE)
      const response = await redelivered
      expect(response.status).toBe(202)
      await queued().drainUntil(
        QUEUE,
        async () =>
          (await queued().api.get(`/${DELIVERIES}/${response.body.id}`)).body.status === 'success',
      )
    } finally {
      if (postgres)
        await pool!.query(
          'DROP TRIGGER wh_slow_row ON webhook_deliveries; DROP FUNCTION wh_slow_row()',
        )
    }
  })

  test('[WH-17] redeliver to a disabled or deleted subscription: a new dead row and nothing is sent', async () => {
    const disabled = await deadDelivery(inline(), '/disabled')
    await inline().api.patch(`/webhook-subscriptions/${disabled.subscription.id}`, {
      enabled: false,
    })
    const deleted = await deadDelivery(inline(), '/deleted')
    expect(
      (await inline().api.delete(`/webhook-subscriptions/${deleted.subscription.id}`)).status,
    ).toBe(200)
    const sentBefore = receiver().requests.length

    for (const { row } of [disabled, deleted]) {
      const response = await inline().api.post(`/${DELIVERIES}/${row.id}/redeliver`)
      expect(response.status).toBe(202)
      const fresh = (await inline().api.get(`/${DELIVERIES}/${response.body.id}`)).body
      expect(String(fresh.id)).not.toBe(String(row.id))
      expect(fresh).toMatchObject({
        status: 'dead',
        event: row.event,
        subscriptionId: row.subscriptionId,
      })
      expect(fresh.error).toMatch(/disabled|deleted/i)
      expect(fresh.payload).toEqual(row.payload)
    }
    await inline().api.get('/payload-jobs/run', { query: { allQueues: 'true', silent: 'true' } })
    expect(receiver().requests).toHaveLength(sentBefore)

    // Queue mode too: the new row is dead at once, not pending behind a job.
    const queuedCase = await deadDelivery(queued(), '/queued-disabled')
    await queued().api.patch(`/webhook-subscriptions/${queuedCase.subscription.id}`, {
      enabled: false,
    })
    const response = await queued().api.post(`/${DELIVERIES}/${queuedCase.row.id}/redeliver`)
    expect(response.status).toBe(202)
    const fresh = (await queued().api.get(`/${DELIVERIES}/${response.body.id}`)).body
    expect(fresh).toMatchObject({ status: 'dead' })
    expect(fresh.jobId ?? null).toBeNull()
    await queued().runQueue(QUEUE)
    expect(receiver().received('/queued-disabled')).toHaveLength(1)

    // And for a deleted subscription: dead at once, no job, nothing sent.
    const queuedDeleted = await deadDelivery(queued(), '/queued-deleted')
    expect(
      (await queued().api.delete(`/webhook-subscriptions/${queuedDeleted.subscription.id}`)).status,
    ).toBe(200)
    const afterDelete = await queued().api.post(`/${DELIVERIES}/${queuedDeleted.row.id}/redeliver`)
    expect(afterDelete.status).toBe(202)
    const deadRow = (await queued().api.get(`/${DELIVERIES}/${afterDelete.body.id}`)).body
    expect(deadRow).toMatchObject({ status: 'dead' })
    expect(deadRow.error).toMatch(/deleted/i)
    expect(deadRow.jobId ?? null).toBeNull()
    await queued().runQueue(QUEUE)
    expect(receiver().received('/queued-deleted')).toHaveLength(1)
  })

  test('[WH-18] redeliver refuses anonymous callers (401), unknown ids (404, naming the delivery) and malformed ids (4xx), writing nothing', async () => {
    const { row } = await deadDelivery(inline(), '/refusals')
    const before = await deliveryRowCount(inlineHost())
    const anonymous = createClient(inlineHost())
    const unauthenticated = await anonymous.post(`/${DELIVERIES}/${row.id}/redeliver`)
    expect(unauthenticated.status).toBe(401)
    expect(JSON.stringify(unauthenticated.body)).toMatch(/log in|unauthori/i)

    const unknown = await inline().api.post(
      `/${DELIVERIES}/${unknownLike(String(row.id))}/redeliver`,
    )
    expect(unknown.status).toBe(404)
    // The 404 says what was not found: a delivery, with the id asked for.
    expect(unknown.body.errors?.[0]?.message).toMatch(/delivery/i)
    expect(unknown.body.errors?.[0]?.message).toContain(unknownLike(String(row.id)))
    for (const bad of ['not-a-number', '1.5', "1' OR '1'='1", '-1']) {
      const response = await inline().api.post(
        `/${DELIVERIES}/${encodeURIComponent(bad)}/redeliver`,
      )
      expect(response.status, bad).toBeGreaterThanOrEqual(400)
      expect(response.status, bad).toBeLessThan(500)
      expect(response.body.errors?.[0]?.message, bad).toBeTruthy()
    }
    expect(await deliveryRowCount(inlineHost())).toBe(before)
    expect(receiver().received('/refusals')).toHaveLength(1)
  })

  test('[WH-63] with the suite’s jobs plugin, queue-retry on a dead delivery’s failed job sends it again as a new row with the task’s full retries, run by queue-run and by Payload’s /run, and closes the failed job; the dead row stays dead', async () => {
    await withWebhooksHost({ delivery: queueDelivery(1), jobsPlugin: true }, async (operator) => {
      const runners = {
        'queue-run': async () => expect((await operator.queueRun(QUEUE, 100)).status).toBe(200),
        run: async () => void (await operator.runQueue(QUEUE)),
      }
      for (const [via, run] of Object.entries(runners)) {
        const path = `/retried-by-${via}`
        let calls = 0
        // Both attempts of the original fail; the retry's first attempt fails too, its second succeeds.
        receiver().route(path, () => (++calls <= 3 ? { status: 500 } : {}))
        const subscription = await subscribeToPosts(operator, receiver(), path)
        await operator.api.post('/posts', { title: `retried by ${via}` })
        await run()
        await run()
        const [dead] = await operator.forSubscription(subscription.id)
        expect(dead, via).toMatchObject({ status: 'dead', attempt: 2 })

        const retry = await operator.api.post('/payload-jobs/queue-retry', { id: dead.jobId })
        expect(retry.status, via).toBe(200)
        const rows = await operator.forSubscription(subscription.id)
        expect(rows, via).toHaveLength(2)
        const again = rows.find((row) => String(row.id) !== String(dead.id))!
        expect(retry.body.message, via).toBe(
          `Delivery ${dead.id} was dead: sent again as delivery ${again.id}.`,
        )
        expect(again, via).toMatchObject({ status: 'pending', attempt: 1 })
        expect(again.payload, via).toEqual(dead.payload)
        expect(again.jobId, via).toBeTruthy()
        expect(String(again.jobId), via).not.toBe(String(dead.jobId))
        // The failed job is closed: the dashboard's failed list no longer offers it.
        const failed = (await operator.api.get('/payload-jobs/queue-jobs')).body.failed as Array<{
          id: string | number
        }>
        expect(
          failed.map((job) => String(job.id)),
          via,
        ).not.toContain(String(dead.jobId))
        // The new row's own job has the task's retries: its first failure is not its last.
        await run()
        await run()
        expect(
          (await operator.forSubscription(subscription.id)).find((row) => row.id === again.id),
          via,
        ).toMatchObject({ status: 'success', attempt: 2 })
        expect(
          (await operator.forSubscription(subscription.id)).find((row) => row.id === dead.id),
          via,
        ).toMatchObject({ status: 'dead', attempt: 2 })
        const sent = receiver().received(path)
        expect(sent, via).toHaveLength(4)
        expect(
          sent.map((request) => request.headers['webhook-id']),
          via,
        ).toEqual([dead.id, dead.id, again.id, again.id].map(String))
      }
    })
  })
})
