import type { JobsConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createClient, errorMessage, type HttpClient, WH_USER } from '../fixtures'
import type { Host } from '../fixtures/host'
import { bootWhHost } from './test-hosts'

const DELIVERIES = 'webhook-deliveries'
const SUBSCRIPTIONS = 'webhook-subscriptions'
/** Nothing listens there: queue mode never sends without a runner, and the log is what is read. */
const NOWHERE = 'http://127.0.0.1:9/hook'

/**
 * Queue mode writes each set of deliveries' jobs in one statement, unless Payload's jobs config asks
 * jobs.queue to go through the jobs collection (its hooks, a populated reply, concurrency keys):
 * then each job is queued through it, one by one. Either way every row names the job that serves it.
 */
describe('webhooks queue mode: how the deliveries’ jobs are written (reference unit)', () => {
  test.each<
    [
      string,
      Pick<JobsConfig, 'runHooks' | 'depth' | 'enableConcurrencyControl'> | undefined,
      number,
    ]
  >([
    ['by default, beside jobs.queue, one statement per set', undefined, 0],
    ['with jobs.runHooks, through jobs.queue', { runHooks: true }, 2],
    ['with jobs.depth, through jobs.queue', { depth: 1 }, 2],
    [
      'with jobs.enableConcurrencyControl, through jobs.queue',
      { enableConcurrencyControl: true },
      2,
    ],
  ])('%s', async (_, jobsQueueSettings, queueCalls) => {
    const host = await bootWhHost({
      delivery: { mode: 'queue', queue: 'webhooks', retries: 0 },
      jobsQueueSettings,
    })
    try {
      for (const path of ['a', 'b'])
        await host.payload.create({
          collection: SUBSCRIPTIONS,
          data: { url: `${NOWHERE}/${path}`, collections: ['posts'] },
        })
      let calls = 0
      const queue = host.payload.jobs.queue
      host.payload.jobs.queue = ((args: Parameters<typeof queue>[0]) => {
        calls += 1
        return queue(args)
      }) as typeof queue
      await host.payload.create({ collection: 'posts', data: { title: 'Hello' } })

      const { docs } = await host.payload.find({ collection: DELIVERIES, depth: 0, limit: 10 })
      expect(docs).toHaveLength(2)
      for (const row of docs as unknown as { id: string; jobId: string; status: string }[]) {
        expect(row.status).toBe('pending')
        const job = await host.payload.findByID({ collection: 'payload-jobs', id: row.jobId })
        expect(job).toMatchObject({
          taskSlug: 'webhooksDeliver',
          queue: 'webhooks',
          input: { deliveryId: row.id },
        })
      }
      expect(calls).toBe(queueCalls)
    } finally {
      await host.close()
    }
  })
})

/** The words of redeliver's and replay's refusals, beyond WH-18 and WH-35's statuses. */
describe('webhooks redeliver and replay refusals (reference unit)', () => {
  let host: Host
  let operator: HttpClient
  let subscriptionId: string | number

  beforeAll(async () => {
    host = await bootWhHost({ delivery: 'inline' })
    operator = createClient(host)
    expect((await operator.post('/users/login', WH_USER)).status).toBe(200)
    subscriptionId = (
      await host.payload.create({
        collection: SUBSCRIPTIONS,
        data: { url: NOWHERE, collections: ['posts'], enabled: false },
      })
    ).id
  }, 120_000)
  afterAll(() => host?.close())

  test('redeliver: a malformed id (400), an unknown one (404) and a row without a body (409), each named', async () => {
    const malformed = await operator.post(`/${DELIVERIES}/not%20an%20id/redeliver`)
    expect([malformed.status, errorMessage(malformed)]).toEqual([
      400,
      '"not an id" is not a valid delivery id.',
    ])

    const row = (await host.payload.db.create({
      collection: DELIVERIES,
      data: {
        id: 'whd_'.padEnd(33, '0'),
        status: 'dead',
        event: 'posts.created',
        endpoint: NOWHERE,
        subscriptionId: String(subscriptionId),
        attempt: 1,
        payload: null,
      },
    })) as { id: string }
    const unknownId = row.id.replace(/0$/, '1')
    const unknown = await operator.post(`/${DELIVERIES}/${unknownId}/redeliver`)
    expect([unknown.status, errorMessage(unknown)]).toEqual([
      404,
      `No webhook delivery with ID ${unknownId}.`,
    ])

    const bodiless = await operator.post(`/${DELIVERIES}/${row.id}/redeliver`)
    expect([bodiless.status, errorMessage(bodiless)]).toEqual([
      409,
      `Delivery ${row.id} has no recorded body to replay.`,
    ])
    expect(await host.payload.count({ collection: DELIVERIES })).toEqual({ totalDocs: 1 })
  })

  const replay = (body: unknown, type = 'application/json') =>
    operator.post(`/${SUBSCRIPTIONS}/${subscriptionId}/replay`, body, {
      headers: { 'content-type': type },
    })
  const objectWanted = 'The body must be a JSON object: { since, until?, event?, dryRun? }.'
  const dateWanted = (name: string) =>
    `${name} must be an ISO 8601 date-time string such as 2026-01-31T12:00:00Z.`

  test.each<[string, unknown, string]>([
    ['an array', '[]', objectWanted],
    ['null', 'null', objectWanted],
    ['a string', '"since"', objectWanted],
    [
      'an unknown field',
      JSON.stringify({ since: '2026-01-01T00:00:00Z', from: 1 }),
      'Unknown field(s) "from". Known: since, until, event, dryRun.',
    ],
    ['a since that is a number', JSON.stringify({ since: 1_767_225_600_000 }), dateWanted('since')],
    [
      'a since that is an array holding a date-time',
      JSON.stringify({ since: ['2026-01-31T12:00:00Z'] }),
      dateWanted('since'),
    ],
    ['an empty since', JSON.stringify({ since: '' }), dateWanted('since')],
    [
      'a since of 41 characters, a valid date-time all the same',
      JSON.stringify({ since: '2026-01-31T12:00:00.12345678901234567890Z' }),
      dateWanted('since'),
    ],
  ])('replay refuses %s (400), naming what was wrong', async (_, body, message) => {
    const answer = await replay(body)
    expect([answer.status, errorMessage(answer)]).toEqual([400, message])
  })

  test('replay refuses a body that is not JSON (400), and reads a date-time of 40 characters', async () => {
    const notJson = await replay('since=yesterday', 'text/plain')
    expect([notJson.status, errorMessage(notJson)]).toEqual([
      400,
      'The body must be JSON: { since, until?, event?, dryRun? }.',
    ])
    // Read, so the refusal that follows is the disabled subscription's.
    const longest = await replay(
      JSON.stringify({ since: '2026-01-31T12:00:00.1234567890123456789Z', dryRun: true }),
    )
    expect(longest.status).toBe(409)
    expect(errorMessage(longest)).toBe(
      `Subscription ${subscriptionId} is disabled; enable it before replaying its deliveries.`,
    )
  })
})
