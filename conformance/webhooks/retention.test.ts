import type { Config } from 'payload'
import { describeFamily, expect, implementation, test } from '../harness'
import { DELIVERIES, useWebhooksHost } from './support'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const PRUNE = 'webhooksPrune'

/** A delivery row as the server writes one, `ageMs` old. */
const row = (status: string, ageMs: number, event: string) => ({
  id: `retention-${event.replaceAll(' ', '-')}`,
  status,
  event,
  endpoint: 'https://receiver.example/hook',
  subscriptionId: '1',
  attempt: 1,
  createdAt: new Date(Date.now() - ageMs).toISOString(),
})

describeFamily('WH', 'delivery log retention', () => {
  const { host } = useWebhooksHost({ delivery: 'inline', retention: { successMs: DAY, failureMs: 7 * DAY, batchSize: 2 } })
  const plain = useWebhooksHost({ delivery: 'inline' })

  const seed = async (payload: ReturnType<typeof host>['payload']) => {
    const rows = [
      row('success', 2 * DAY, 'old success 1'),
      row('success', 3 * DAY, 'old success 2'),
      row('success', 4 * DAY, 'old success 3'),
      row('success', HOUR, 'recent success'),
      row('failed', 3 * DAY, 'failure within its week'),
      row('failed', 8 * DAY, 'old failure'),
      row('dead', 9 * DAY, 'old dead'),
      row('pending', 30 * DAY, 'old pending'),
    ]
    for (const data of rows) await payload.create({ collection: DELIVERIES, data: data as never, overrideAccess: true })
  }
  const events = async (payload: ReturnType<typeof host>['payload']) =>
    (await payload.find({ collection: DELIVERIES, depth: 0, pagination: false, sort: 'createdAt' })).docs.map((doc) => doc.event as string).sort()

  test('[WH-69] with retention set, the scheduled prune deletes successes past successMs and failed or dead rows past failureMs, in batches, never pending rows', async () => {
    const { payload } = host()
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === PRUNE)
    expect(task?.schedule).toEqual([expect.objectContaining({ cron: '17 * * * *', queue: 'default' })])
    await seed(payload)
    const job = (await payload.jobs.queue({ task: PRUNE, input: {} } as never)) as { id: number | string }
    await payload.jobs.runByID({ id: job.id })
    // Payload deletes a finished job (its default); gone rows are the outcome. Three old successes
    // went in batches of two, so the prune kept going past one batch.
    expect(await events(payload)).toEqual(['failure within its week', 'old pending', 'recent success'])
  })

  test('[WH-69] without retention nothing is scheduled and every row stays', async () => {
    const { payload } = plain.host()
    expect(payload.config.jobs.tasks?.some((candidate) => candidate.slug === PRUNE)).toBe(false)
    await seed(payload)
    expect((await events(payload)).length).toBe(8)
  })

  test('[WH-69] a retention that cannot be honoured is refused at startup, naming the option', () => {
    const config = { collections: [{ slug: 'posts', fields: [] }] } as unknown as Config
    for (const [retention, named] of [
      [{ successMs: -1 }, 'retention.successMs'],
      [{ failureMs: 'a week' }, 'retention.failureMs'],
      [{ successMs: DAY, batchSize: 0 }, 'retention.batchSize'],
      [{ successMs: DAY, schedule: 'hourly' }, 'retention.schedule'],
    ] as const) {
      expect(() => implementation.webhooks!({ collections: { posts: true }, retention } as never)(config), JSON.stringify(retention)).toThrow(named)
    }
  })
})
