import { describeFamily, expect, expectMalformedRefusal, test, useReceiver } from '../harness'
import { DELIVERIES, deliveryRowCount, useWebhooksHost } from './support'

describeFamily('WH', 'malformed input on the plugin’s collections', () => {
  const { host, operator } = useWebhooksHost({ delivery: 'inline' })
  const receiver = useReceiver()

  test('[WH-71] the plugin’s collections answer a body that is not a JSON object of fields, and list parameters that are not one whole number, with a 400 and a message, writing nothing', async () => {
    const subscriptions = operator().subscriptions
    const url = receiver().urlFor('/malformed')
    const existing = await operator().subscribe({ url, collections: ['posts'], events: ['create'] })
    await operator().api.post('/posts', { title: 'one logged delivery' })
    const [delivery] = await operator().forSubscription(existing.id)
    const count = async () =>
      (await host().payload.count({ collection: subscriptions, overrideAccess: true })).totalDocs
    const before = { subscriptions: await count(), deliveries: await deliveryRowCount(host()) }

    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    const bodies: Array<[string, string, string]> = [
      ['text/plain', 'text/plain', `url=${url}`],
      ['XML', 'application/xml', `<subscription><url>${url}</url></subscription>`],
      ['null', 'application/json', 'null'],
      ['a string', 'application/json', JSON.stringify(url)],
      ['a number', 'application/json', '42'],
      [
        'a field nested 10,000 deep',
        'application/json',
        `{"url":${JSON.stringify(url)},"collections":["posts"],"events":${deep}}`,
      ],
      [
        'an unknown field nested 10,000 deep',
        'application/json',
        `{"url":${JSON.stringify(url)},"collections":["posts"],"extra":${deep}}`,
      ],
    ]
    for (const [name, type, body] of bodies) {
      const writes = [
        ['post', `/${subscriptions}`],
        ['patch', `/${subscriptions}/${existing.id}`],
        ['post', `/${DELIVERIES}`],
        ['patch', `/${DELIVERIES}/${delivery.id}`],
      ] as const
      for (const [method, path] of writes) {
        const response = await operator().api[method](path, body, {
          headers: { 'content-type': type },
        })
        const label = `${method.toUpperCase()} ${path} ${name}`
        expectMalformedRefusal(response, label, ['url=', '<subscription>', '/malformed', '{"a":'])
      }
    }

    const queries: Array<[string, RegExp]> = [
      ['limit=1&limit=2', /limit/],
      ['limit=99999999999999999999', /limit/],
      ['limit[a]=1', /limit/],
      ['page=1&page=2', /page/],
      ['page=99999999999999999999', /page/],
      ['where[event][equals]=a&where[event][equals]=b', /event/],
      ['limit=2147483648', /limit/],
      ['limit=-1', /limit/],
      ['limit=1.5', /limit/],
      ['page=-2', /page/],
      ['page=2.5', /page/],
    ]
    for (const [query, message] of queries) {
      for (const collection of [DELIVERIES, subscriptions]) {
        const response = await operator().api.get(`/${collection}?${query}`)
        expect(
          response.status,
          `${collection}?${query}: ${JSON.stringify(response.body).slice(0, 300)}`,
        ).toBe(400)
        expect(response.body.errors?.[0]?.message, `${collection}?${query}`).toMatch(message)
      }
    }
    // Well-formed lists still answer, at the bound too.
    expect(
      (await operator().api.get(`/${DELIVERIES}?limit=5&page=1&where[event][in]=a,b`)).status,
    ).toBe(200)
    for (const collection of [DELIVERIES, subscriptions])
      expect((await operator().api.get(`/${collection}?limit=2147483647`)).status, collection).toBe(
        200,
      )

    expect(await count()).toBe(before.subscriptions)
    expect(await deliveryRowCount(host())).toBe(before.deliveries)
    const stored = await host().payload.findByID({
      collection: subscriptions,
      id: existing.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({ url, collections: ['posts'], events: ['create'] })
  })
})
