import { describeFamily, expect, expectRefusal, test, useReceiver } from '../harness'
import { useWebhooksHost } from './support'

describeFamily('WH', 'subscription input', () => {
  const { host, operator } = useWebhooksHost({ delivery: 'inline' })
  const receiver = useReceiver()

  test('[WH-58] a subscription field of the wrong type (url as an array, object or number; events or collections not a list of options; a flag not a boolean) is a 400 with a message over REST and the Local API, and nothing is stored', async () => {
    const subscriptions = operator().subscriptions
    const url = receiver().urlFor('/typed')
    const valid = { url, collections: ['posts'], events: ['create'] }
    const wrong: Record<string, unknown>[] = [
      { url: [url] },
      { url: { href: url } },
      { url: 42 },
      { events: 'create' },
      { events: [42] },
      { events: { create: true } },
      { collections: 'posts' },
      { collections: 7 },
      { collections: ['nope'] },
      // A collection of the project that the plugin does not send events for.
      { collections: ['pages'] },
      { events: ['nope'] },
      { enabled: 'yes' },
      { includePreviousData: 'no' },
      { transform: ['summary'] },
    ]
    const count = async () =>
      (await host().payload.count({ collection: subscriptions, overrideAccess: true })).totalDocs
    const before = await count()
    const created = await operator().subscribe(valid)
    for (const patch of wrong) {
      const label = JSON.stringify(patch)
      const body = { ...valid, ...patch }
      const create = await operator().api.post(`/${subscriptions}`, body)
      expect(create.status, `create ${label}: ${JSON.stringify(create.body)}`).toBe(400)
      expect(create.body.errors?.[0]?.message, label).toEqual(expect.any(String))
      const update = await operator().api.patch(`/${subscriptions}/${created.id}`, patch)
      expect(update.status, `update ${label}: ${JSON.stringify(update.body)}`).toBe(400)
      expect(update.body.errors?.[0]?.message, label).toEqual(expect.any(String))
      await expectRefusal(
        host().payload.update({
          collection: subscriptions,
          id: created.id,
          data: patch as never,
          overrideAccess: true,
        }),
        /invalid/i,
        label,
      )
      await expectRefusal(
        host().payload.create({
          collection: subscriptions,
          data: body as never,
          overrideAccess: true,
        }),
        /invalid/i,
        label,
      )
    }
    expect(await count()).toBe(before + 1)
    // The valid row was never touched by the refused updates.
    const stored = await host().payload.findByID({
      collection: subscriptions,
      id: created.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(stored).toMatchObject({
      url,
      collections: ['posts'],
      events: ['create'],
      enabled: true,
      includePreviousData: false,
    })
  })
})
