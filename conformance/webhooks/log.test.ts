import { createClient, type DeliveryRow, WH_USER } from '../../fixtures'
import { beforeAll, describeFamily, expect, test, useReceiver } from '../harness'
import { DELIVERIES, deliveryRowCount, subscribeToPosts, useWebhooksHost } from './support'

const SPEC_FIELDS = [
  'status',
  'event',
  'endpoint',
  'subscriptionId',
  'attempt',
  'responseStatus',
  'responseBody',
  'error',
  'durationMs',
  'jobId',
  'payload',
]

describeFamily('WH', 'the delivery log is append-only and server-written', () => {
  const { host, operator } = useWebhooksHost({ delivery: 'inline' })
  const receiver = useReceiver()
  let row: DeliveryRow

  beforeAll(async () => {
    const subscription = await subscribeToPosts(operator(), receiver(), '/log')
    await createClient(host()).post('/posts', { title: 'anonymous cannot' })
    await host().payload.create({ collection: 'posts', data: { title: 'logged' } })
    ;[row] = await operator().forSubscription(subscription.id)
  })

  const unchanged = async () => {
    const stored = await host().payload.findByID({ collection: DELIVERIES, id: row.id, depth: 0 })
    expect(stored).toMatchObject({
      status: row.status,
      event: row.event,
      endpoint: row.endpoint,
      attempt: row.attempt,
    })
  }

  test('[WH-01] a delivery row has exactly the spec fields (payload holds the body sent)', async () => {
    expect(row).toBeDefined()
    const own = Object.keys(row).filter((key) => !['id', 'createdAt', 'updatedAt'].includes(key))
    expect(own.sort()).toEqual([...SPEC_FIELDS].sort())
    expect(row).toMatchObject({
      status: 'success',
      event: 'posts.created',
      attempt: 1,
      responseStatus: 200,
    })
    expect(receiver().received('/log')[0].rawBody).toBe(JSON.stringify(row.payload))
  })

  test('[WH-02] REST create and update of delivery rows are refused, anonymous and logged in', async () => {
    const before = await deliveryRowCount(host())
    const forged = {
      status: 'success',
      event: 'posts.created',
      endpoint: 'https://example.com',
      subscriptionId: '1',
      attempt: 1,
    }
    const anonymous = createClient(host())
    for (const client of [anonymous, operator().api]) {
      const create = await client.post(`/${DELIVERIES}`, forged)
      expect(create.status).toBe(403)
      const update = await client.patch(`/${DELIVERIES}/${row.id}`, {
        status: 'dead',
        endpoint: 'https://evil.example',
      })
      expect(update.status).toBe(403)
      const bulkUpdate = await client.patch(
        `/${DELIVERIES}`,
        { status: 'dead' },
        { query: { 'where[id][equals]': String(row.id) } },
      )
      expect(bulkUpdate.status).toBeGreaterThanOrEqual(400)
      expect(bulkUpdate.status).toBeLessThan(500)
    }
    expect(await deliveryRowCount(host())).toBe(before)
    await unchanged()
  })

  test('[WH-03] GraphQL create and update of delivery rows are refused, anonymous and logged in', async () => {
    const before = await deliveryRowCount(host())
    const anonymous = createClient(host())
    // Ids may be server-generated or a required input, depending on the implementation: ask the schema.
    const introspection = await operator().api.post('/graphql', {
      query:
        '{ __type(name: "mutationWebhookDeliveryInput") { inputFields { name type { kind } } } }',
    })
    const idInput = introspection.body.data.__type.inputFields.find(
      (field: { name: string }) => field.name === 'id',
    )
    const forgedId = idInput?.type.kind === 'NON_NULL' ? 'id: "forged", ' : ''
    const create = `mutation { createWebhookDelivery(data: { ${forgedId}status: success, event: "x", endpoint: "https://example.com", subscriptionId: "1", attempt: 1 }) { id } }`
    const update = `mutation { updateWebhookDelivery(id: ${JSON.stringify(row.id)}, data: { status: dead }) { id status } }`
    for (const client of [anonymous, operator().api]) {
      for (const query of [create, update]) {
        const response = await client.post('/graphql', { query })
        // An access refusal, not a schema error (which would pass without testing anything).
        expect(response.body.errors?.[0]?.message, JSON.stringify(response.body)).toMatch(
          /not allowed/i,
        )
        expect(JSON.stringify(response.body.data ?? {})).not.toMatch(/"id"/)
      }
    }
    expect(await deliveryRowCount(host())).toBe(before)
    await unchanged()
  })

  test('[WH-04] the Local API refuses create and update without overrideAccess, even for a user', async () => {
    const before = await deliveryRowCount(host())
    const { payload } = host()
    const [user] = (
      await payload.find({ collection: 'users', where: { email: { equals: WH_USER.email } } })
    ).docs
    for (const asUser of [undefined, user]) {
      await expect(
        payload.create({
          collection: DELIVERIES,
          data: {
            status: 'success',
            event: 'x',
            endpoint: 'https://example.com',
            subscriptionId: '1',
            attempt: 1,
          },
          overrideAccess: false,
          user: asUser,
        } as never),
        // Refused by access (403), not by validation of the forged row.
      ).rejects.toMatchObject({ status: 403 })
      await expect(
        payload.update({
          collection: DELIVERIES,
          id: row.id,
          data: { status: 'dead' },
          overrideAccess: false,
          user: asUser,
        } as never),
      ).rejects.toMatchObject({ status: 403 })
    }
    expect(await deliveryRowCount(host())).toBe(before)
    await unchanged()
  })

  test('[WH-05] reading and deleting delivery rows require login', async () => {
    const anonymous = createClient(host())
    const list = await anonymous.get(`/${DELIVERIES}`)
    expect(list.status).toBe(403)
    expect((await anonymous.get(`/${DELIVERIES}/${row.id}`)).status).toBe(403)
    expect((await anonymous.delete(`/${DELIVERIES}/${row.id}`)).status).toBe(403)
    const graphql = await anonymous.post('/graphql', {
      query: '{ WebhookDeliveries { docs { id payload } } }',
    })
    expect(graphql.body.errors?.[0]?.message, JSON.stringify(graphql.body)).toMatch(/not allowed/i)
    expect(await deliveryRowCount(host())).toBeGreaterThan(0)

    const read = await operator().api.get(`/${DELIVERIES}/${row.id}`)
    expect(read.status).toBe(200)
    expect(read.body.id).toBe(row.id)
    const removed = await operator().api.delete(`/${DELIVERIES}/${row.id}`)
    expect(removed.status).toBe(200)
    expect((await operator().api.get(`/${DELIVERIES}/${row.id}`)).status).toBe(404)

    // The same over GraphQL: a delete without login is refused; with login, read and delete work.
    await host().payload.create({ collection: 'posts', data: { title: 'logged again' } })
    const [other] = (
      await host().payload.find({ collection: DELIVERIES, sort: '-createdAt', limit: 1, depth: 0 })
    ).docs as Array<{ id: number | string }>
    const id = JSON.stringify(other!.id)
    const refused = await anonymous.post('/graphql', {
      query: `mutation { deleteWebhookDelivery(id: ${id}) { id } }`,
    })
    expect(refused.body.errors?.[0]?.message, JSON.stringify(refused.body)).toMatch(/not allowed/i)
    expect((await operator().api.get(`/${DELIVERIES}/${other!.id}`)).status).toBe(200)
    const readOver = await operator().api.post('/graphql', {
      query: `{ WebhookDelivery(id: ${id}) { id event } }`,
    })
    expect(readOver.body.errors, JSON.stringify(readOver.body)).toBeUndefined()
    expect(readOver.body.data.WebhookDelivery).toMatchObject({
      id: other!.id,
      event: 'posts.created',
    })
    const deletedOver = await operator().api.post('/graphql', {
      query: `mutation { deleteWebhookDelivery(id: ${id}) { id } }`,
    })
    expect(deletedOver.body.errors, JSON.stringify(deletedOver.body)).toBeUndefined()
    expect((await operator().api.get(`/${DELIVERIES}/${other!.id}`)).status).toBe(404)
  })
})
