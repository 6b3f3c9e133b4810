import { createClient } from '../../fixtures'
import { describeFamily, expect, test, useReceiver } from '../harness'
import {
  DELIVERIES,
  deliveryRowCount,
  QUEUE,
  queueDelivery,
  subscribeToPosts,
  useWebhooksHost,
  withWebhooksHost,
} from './support'

describeFamily('WH', 'replay', () => {
  const { host, operator } = useWebhooksHost(
    { delivery: queueDelivery(0) },
    { disableSubscriptionsAfterEach: true },
  )
  const receiver = useReceiver({ resetAfterEach: true })

  /** A subscription with one success, then a created and an updated delivery that end dead. */
  const failedHistory = async (path: string) => {
    const since = new Date(Date.now() - 1000).toISOString()
    receiver().route(path, { status: 500 })
    receiver().once({})
    const subscription = await subscribeToPosts(operator(), receiver(), path)
    await operator().api.post('/posts', { title: 'delivered' })
    await operator().runQueue(QUEUE)
    const created = await operator().api.post('/posts', { title: 'lost create' })
    await operator().api.patch(`/posts/${created.body.doc.id}`, { title: 'lost update' })
    await operator().runQueue(QUEUE)
    const rows = await operator().forSubscription(subscription.id)
    expect(rows.map((row) => [row.event, row.status])).toEqual([
      ['posts.created', 'success'],
      ['posts.created', 'dead'],
      ['posts.updated', 'dead'],
    ])
    return { subscription, rows, since }
  }
  const replay = (id: string | number, body: unknown) =>
    operator().api.post(`/webhook-subscriptions/${id}/replay`, body as Record<string, unknown>)

  test('[WH-34] replay: a dry run counts the failed and dead deliveries of a subscription in a window (optionally of one event); the replay sends each again as a new row', async () => {
    const { subscription, rows, since } = await failedHistory('/replay')
    const before = await deliveryRowCount(host())

    const dryRun = await replay(subscription.id, { since, dryRun: true })
    expect(dryRun.status).toBe(200)
    expect(dryRun.body).toEqual({ dryRun: true, count: 2 })
    expect(
      (await replay(subscription.id, { since, event: 'posts.updated', dryRun: true })).body,
    ).toEqual({ dryRun: true, count: 1 })
    expect(
      (await replay(subscription.id, { since: '2000-01-01T00:00:00Z', until: since, dryRun: true }))
        .body,
    ).toEqual({ dryRun: true, count: 0 })
    expect(await deliveryRowCount(host())).toBe(before)

    receiver().route('/replay', {})
    const one = await replay(subscription.id, { since, event: 'posts.updated' })
    expect(one.status).toBe(202)
    expect(one.body).toMatchObject({ count: 1 })
    const [newId] = one.body.ids
    const fresh = (await operator().api.get(`/${DELIVERIES}/${newId}`)).body
    expect(fresh).toMatchObject({
      status: 'pending',
      attempt: 1,
      event: 'posts.updated',
      subscriptionId: String(subscription.id),
    })
    expect(fresh.jobId).toBeTruthy()
    expect(fresh.payload).toEqual(rows[2].payload)
    await operator().drainUntil(
      QUEUE,
      async () => (await operator().api.get(`/${DELIVERIES}/${newId}`)).body.status === 'success',
    )
    const request = receiver().received('/replay').at(-1)!
    expect(JSON.parse(request.rawBody)).toEqual(rows[2].payload)
    expect(request.headers['webhook-id']).toBe(String(newId))

    // The rest of the window: the two dead originals (the replay succeeded), each a new row.
    const all = await replay(subscription.id, {
      since,
      until: new Date(Date.now() + 1000).toISOString(),
    })
    expect(all.status).toBe(202)
    expect(all.body.count).toBe(2)
    await operator().drainUntil(QUEUE, async () =>
      (await operator().forSubscription(subscription.id)).every(
        (row) => row.status === 'success' || row.status === 'dead',
      ),
    )
    const after = await operator().forSubscription(subscription.id)
    expect(after).toHaveLength(6)
    expect(after.slice(0, 3).map((row) => row.status)).toEqual(['success', 'dead', 'dead'])
    expect(after.slice(3).map((row) => row.status)).toEqual(['success', 'success', 'success'])
    expect(after.slice(4).map((row) => row.payload)).toEqual([rows[1].payload, rows[2].payload])
  })

  test('[WH-34] replay counts failed deliveries awaiting a retry too, only the subscription’s own, and sends to its current URL', async () => {
    const delivery = {
      mode: 'queue',
      queue: QUEUE,
      retries: 2,
      backoff: { type: 'fixed', delay: 3_600_000 },
    }
    await withWebhooksHost({ delivery }, async (retryingOperator) => {
      const since = new Date(Date.now() - 1000).toISOString()
      receiver().script({ status: 500 })
      const mine = await subscribeToPosts(retryingOperator, receiver(), '/mine')
      const other = await subscribeToPosts(retryingOperator, receiver(), '/other')
      await retryingOperator.api.post('/posts', { title: 'fails, retry an hour away' })
      await retryingOperator.runQueue(QUEUE)
      for (const id of [mine.id, other.id])
        expect((await retryingOperator.forSubscription(id)).map((row) => row.status)).toEqual([
          'failed',
        ])
      const [original] = await retryingOperator.forSubscription(mine.id)
      const replayOf = (body: Record<string, unknown>) =>
        retryingOperator.api.post(`/webhook-subscriptions/${mine.id}/replay`, body)

      expect((await replayOf({ since, dryRun: true })).body).toEqual({ dryRun: true, count: 1 })
      // The subscription moved: the replay goes where it points now, as redeliver does.
      await retryingOperator.api.patch(`/webhook-subscriptions/${mine.id}`, {
        url: receiver().urlFor('/moved'),
      })
      receiver().route('/moved', {})
      const replayed = await replayOf({ since })
      expect(replayed.status).toBe(202)
      expect(replayed.body).toEqual({ count: 1, ids: [expect.any(String)] })
      const fresh = (await retryingOperator.api.get(`/${DELIVERIES}/${replayed.body.ids[0]}`)).body
      expect(fresh).toMatchObject({
        status: 'pending',
        subscriptionId: String(mine.id),
        endpoint: receiver().urlFor('/moved'),
      })
      await retryingOperator.runQueue(QUEUE)
      const [request] = receiver().received('/moved')
      expect(JSON.parse(request.rawBody)).toEqual(original.payload)
      expect(receiver().received('/other')).toHaveLength(1)
      expect(await retryingOperator.forSubscription(other.id)).toHaveLength(1)
    })
  })

  test('[WH-35] replay refuses anonymous callers (401), malformed and hostile input (400, naming the field, echoing nothing), unknown subscriptions (404, naming it) and disabled ones (409), writing nothing', async () => {
    const { subscription, since } = await failedHistory('/replay-refusals')
    const before = await deliveryRowCount(host())
    const anonymous = await createClient(host()).post(
      `/webhook-subscriptions/${subscription.id}/replay`,
      { since },
    )
    expect(anonymous.status).toBe(401)

    const bad: Array<[string | number, unknown, RegExp]> = [
      [subscription.id, {}, /since/],
      [subscription.id, { since: 'yesterday' }, /since/],
      [subscription.id, { since, until: '2000-01-01T00:00:00Z' }, /until/],
      [subscription.id, { since, event: '' }, /event/],
      [subscription.id, { since, dryRun: 'yes' }, /dryRun/],
      [subscription.id, { since, status: 'success' }, /Unknown field/],
      [subscription.id, ['since'], /JSON object/],
      ["1' OR '1'='1", { since }, /not a valid subscription id/],
    ]
    for (const [id, body, message] of bad) {
      const response = await replay(encodeURIComponent(String(id)), body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.errors?.[0]?.message, JSON.stringify(body)).toMatch(message)
    }
    // Hostile values: a date nested 10,000 deep, a 5 MB one, 10,000 unknown fields of 1,000 characters,
    // sent as JSON text. Each is a 400 naming the field, whose reply does not carry the value back.
    const nested = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    const unknownFields = Array.from(
      { length: 10_000 },
      (_, at) => `"${'x'.repeat(1_000)}${at}":1`,
    ).join(',')
    const hostile: Array<[string, string, RegExp]> = [
      [
        'one unknown field of 1,000 characters',
        `{"since":"${since}","${'y'.repeat(1_000)}":1}`,
        /Unknown field/,
      ],
      ['since nested 10,000 deep', `{"since":${nested}}`, /since/],
      ['until nested 10,000 deep', `{"since":"${since}","until":${nested}}`, /until/],
      ['a 5 MB since', `{"since":"2026-01-01T00:00:00Z${' '.repeat(5_000_000)}"}`, /since/],
      ['10,000 unknown fields', `{"since":"${since}",${unknownFields}}`, /Unknown field/],
    ]
    for (const [name, body, message] of hostile) {
      const response = await operator().api.post(
        `/webhook-subscriptions/${subscription.id}/replay`,
        body,
        { headers: { 'content-type': 'application/json' } },
      )
      expect(response.status, name).toBe(400)
      expect(response.body.errors?.[0]?.message, name).toMatch(message)
      expect(JSON.stringify(response.body).length, name).toBeLessThan(2_000)
      // A name is quoted short, if at all.
      expect(JSON.stringify(response.body), name).not.toMatch(/[xy]{201}/)
    }
    const unknownId = /^\d+$/.test(String(subscription.id))
      ? String(Number(subscription.id) + 1_000_000)
      : `${subscription.id}x`
    const unknown = await replay(unknownId, { since })
    expect(unknown.status).toBe(404)
    // The 404 says what was not found: a subscription, with the id asked for.
    expect(unknown.body.errors?.[0]?.message).toMatch(/subscription/i)
    expect(unknown.body.errors?.[0]?.message).toContain(unknownId)

    await operator().api.patch(`/webhook-subscriptions/${subscription.id}`, { enabled: false })
    const disabled = await replay(subscription.id, { since })
    expect(disabled.status).toBe(409)
    expect(disabled.body.errors?.[0]?.message).toMatch(/disabled/)

    expect(await deliveryRowCount(host())).toBe(before)
    await operator().runQueue(QUEUE)
    expect(receiver().received('/replay-refusals')).toHaveLength(3)
  })
})
