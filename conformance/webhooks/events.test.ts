import { seededFaker } from '../../fixtures'
import { describeFamily, expect, test, useReceiver } from '../harness'
import { subscribeToPosts, useWebhooksHost } from './support'

describeFamily('WH', 'events and the body sent', () => {
  const { host, operator } = useWebhooksHost(
    { delivery: 'inline' },
    { disableSubscriptionsAfterEach: true },
  )
  const faker = seededFaker(808)
  const receiver = useReceiver({ resetAfterEach: true })

  const bodies = (path: string) =>
    receiver()
      .received(path)
      .map((request) => JSON.parse(request.rawBody))

  test('[WH-06] create, update and delete emit <slug>.created/updated/deleted with operation create/update/delete', async () => {
    const subscription = await subscribeToPosts(operator(), receiver(), '/events')
    const title = faker.lorem.words(3)
    const created = await operator().api.post('/posts', { title })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    expect((await operator().api.patch(`/posts/${id}`, { title: `${title}!` })).status).toBe(200)
    expect((await operator().api.delete(`/posts/${id}`)).status).toBe(200)

    const sent = bodies('/events')
    expect(sent.map((body) => [body.event, body.collection, body.operation])).toEqual([
      ['posts.created', 'posts', 'create'],
      ['posts.updated', 'posts', 'update'],
      ['posts.deleted', 'posts', 'delete'],
    ])
    expect(sent.map((body) => body.data.id)).toEqual([id, id, id])
    const rows = await operator().forSubscription(subscription.id)
    expect(rows.map((row) => row.event)).toEqual([
      'posts.created',
      'posts.updated',
      'posts.deleted',
    ])
  })

  test('[WH-07] the body is exactly id, event, collection, operation, occurredAt, data, and is the payload stored', async () => {
    const subscription = await subscribeToPosts(operator(), receiver(), '/shape')
    const before = Date.now()
    const title = faker.lorem.words(3)
    const created = await operator().api.post('/posts', { title, body: faker.lorem.paragraph() })
    const [request] = receiver().received('/shape')
    const body = JSON.parse(request.rawBody)
    expect(Object.keys(body).sort()).toEqual([
      'collection',
      'data',
      'event',
      'id',
      'occurredAt',
      'operation',
    ])
    const [row] = await operator().forSubscription(subscription.id)
    expect(body.id).toBe(String(row.id))
    expect(body.occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
    expect(Date.parse(body.occurredAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(body.occurredAt)).toBeLessThanOrEqual(Date.now())
    expect(body.data).toMatchObject({ id: created.body.doc.id, title, body: created.body.doc.body })
    expect(request.headers['content-type']).toMatch(/^application\/json/)
    expect(request.method).toBe('POST')
    // The log keeps the exact bytes that went over the wire.
    expect(request.rawBody).toBe(JSON.stringify(row.payload))
  })

  test('[WH-08] previousData is sent only on update and only with includePreviousData', async () => {
    await operator().subscribe({
      url: receiver().urlFor('/with'),
      collections: ['posts'],
      includePreviousData: true,
    })
    await subscribeToPosts(operator(), receiver(), '/without')
    const created = await operator().api.post('/posts', { title: 'before' })
    const id = created.body.doc.id
    await operator().api.patch(`/posts/${id}`, { title: 'after' })
    await operator().api.delete(`/posts/${id}`)

    const [createWith, updateWith, deleteWith] = bodies('/with')
    expect(createWith).not.toHaveProperty('previousData')
    expect(updateWith.data.title).toBe('after')
    expect(updateWith.previousData).toMatchObject({ id, title: 'before' })
    expect(deleteWith).not.toHaveProperty('previousData')
    for (const body of bodies('/without')) expect(body).not.toHaveProperty('previousData')
    expect(bodies('/without')).toHaveLength(3)
  })

  test('[WH-09] a subscription transform replaces data with its result', async () => {
    await operator().subscribe({
      url: receiver().urlFor('/transformed'),
      collections: ['posts'],
      transform: 'summary',
    })
    await subscribeToPosts(operator(), receiver(), '/plain')
    const title = faker.lorem.words(2)
    await operator().api.post('/posts', { title, body: 'not in the summary' })
    const [transformed] = bodies('/transformed')
    expect(transformed.data).toEqual({ title, operation: 'create' })
    expect(transformed.event).toBe('posts.created')
    expect(bodies('/plain')[0].data).toMatchObject({ title, body: 'not in the summary' })
    const unknown = await operator().api.post('/webhook-subscriptions', {
      url: receiver().urlFor('/x'),
      collections: ['posts'],
      transform: 'no-such-transform',
    })
    expect(unknown.status).toBe(400)
    // Nor can an existing subscription be switched to one.
    const plain = await subscribeToPosts(operator(), receiver(), '/switched')
    const switched = await operator().api.patch(`/webhook-subscriptions/${plain.id}`, {
      transform: 'no-such-transform',
    })
    expect(switched.status, JSON.stringify(switched.body).slice(0, 300)).toBe(400)
    expect(
      (
        await host().payload.findByID({
          collection: 'webhook-subscriptions',
          id: plain.id,
          overrideAccess: true,
          depth: 0,
        })
      ).transform ?? null,
    ).toBeNull()
  })

  test('[WH-10] only enabled subscriptions matching the collection and event get a delivery, once each', async () => {
    const subscriptions = {
      '/posts': await subscribeToPosts(operator(), receiver(), '/posts'),
      '/comments': await operator().subscribe({
        url: receiver().urlFor('/comments'),
        collections: ['comments'],
      }),
      '/deletes': await operator().subscribe({
        url: receiver().urlFor('/deletes'),
        collections: ['posts'],
        events: ['delete'],
      }),
      '/disabled': await operator().subscribe({
        url: receiver().urlFor('/disabled'),
        collections: ['posts'],
        enabled: false,
      }),
      '/both': await operator().subscribe({
        url: receiver().urlFor('/both'),
        collections: ['posts', 'comments'],
      }),
    }

    const post = await operator().api.post('/posts', { title: faker.lorem.words(2) })
    await operator().api.post('/pages', { title: 'pages are not enabled' })
    const comment = await operator().api.post('/comments', { text: 'hi' })
    // comments are enabled for create only.
    await operator().api.patch(`/comments/${comment.body.doc.id}`, { text: 'edited' })
    await operator().api.delete(`/posts/${post.body.doc.id}`)

    const events = (path: string) => bodies(path).map((body) => body.event)
    expect(events('/posts')).toEqual(['posts.created', 'posts.deleted'])
    expect(events('/comments')).toEqual(['comments.created'])
    expect(events('/deletes')).toEqual(['posts.deleted'])
    expect(events('/disabled')).toEqual([])
    expect(events('/both')).toEqual(['posts.created', 'comments.created', 'posts.deleted'])
    expect(receiver().requests).toHaveLength(7)
    // Not matching means no delivery at all: no row either (not even a dead one).
    for (const [path, subscription] of Object.entries(subscriptions)) {
      const rows = await operator().forSubscription(subscription.id)
      expect(
        rows.map((row) => row.event),
        path,
      ).toEqual(events(path))
    }
  })
})
