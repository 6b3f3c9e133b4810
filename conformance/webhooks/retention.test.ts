import type { Config } from 'payload'
import type { Host } from '../../fixtures'
import { describeFamily, expect, expectRefusal, implementation, test, withHost } from '../harness'
import { DELIVERIES, useWebhooksHost, withWebhooksHost } from './support'
import whHost from './wh-host'

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

/** The config registers the prune task with one schedule entry: `cron` on `queue`. */
const expectPruneScheduled = (config: Pick<Config, 'jobs'>, cron: string, queue: string) =>
  expect(config.jobs?.tasks?.find((candidate) => candidate.slug === PRUNE)?.schedule).toEqual([
    expect.objectContaining({ cron, queue }),
  ])

/** Queues one prune job and runs it at once, as its schedule would. */
const runPrune = async (payload: Host['payload']) => {
  const job = (await payload.jobs.queue({ task: PRUNE, input: {} } as never)) as {
    id: number | string
  }
  await payload.jobs.runByID({ id: job.id })
}

describeFamily('WH', 'delivery log retention', () => {
  const { host } = useWebhooksHost({
    delivery: 'inline',
    retention: { successMs: DAY, failureMs: 7 * DAY, batchSize: 2 },
  })
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
    for (const data of rows)
      await payload.create({ collection: DELIVERIES, data: data as never, overrideAccess: true })
  }
  const events = async (payload: ReturnType<typeof host>['payload']) =>
    (
      await payload.find({ collection: DELIVERIES, depth: 0, pagination: false, sort: 'createdAt' })
    ).docs
      .map((doc) => doc.event as string)
      .sort()

  test('[WH-69] with retention set, the scheduled prune deletes successes past successMs and failed or dead rows past failureMs, in batches, never pending rows', async () => {
    const { payload } = host()
    expectPruneScheduled(payload.config, '17 * * * *', 'default')
    await seed(payload)
    await runPrune(payload)
    // Payload deletes a finished job (its default); gone rows are the outcome. Three old successes
    // went in batches of two, so the prune kept going past one batch.
    expect(await events(payload)).toEqual([
      'failure within its week',
      'old pending',
      'recent success',
    ])
  })

  test('[WH-69] without retention nothing is scheduled and every row stays', async () => {
    const { payload } = plain.host()
    expect(payload.config.jobs.tasks?.some((candidate) => candidate.slug === PRUNE)).toBe(false)
    await seed(payload)
    expect((await events(payload)).length).toBe(8)
  })

  test('[WH-69] the prune is scheduled on the delivery queue, by a configured schedule when one is given', async () => {
    const config = { collections: [{ slug: 'posts', fields: [] }] } as unknown as Config
    const options = {
      collections: { posts: true },
      delivery: { mode: 'queue', queue: 'outbound' },
      retention: { successMs: DAY, schedule: '5 4 * * *' },
    }
    const built = await Promise.resolve(implementation.webhooks!(options as never)(config))
    expectPruneScheduled(built, '5 4 * * *', 'outbound')
  })

  test('[WH-69] the prune deletes the oldest rows first: a run that stops early leaves only newer ones', async () => {
    await withHost(
      {
        fixture: whHost,
        options: { delivery: 'inline', retention: { successMs: DAY, batchSize: 1 } },
      },
      async ({ payload }) => {
        const ages = Array.from({ length: 45 }, (_, index) => 2 * DAY + index * HOUR)
        for (const ageMs of ages)
          await payload.create({
            collection: DELIVERIES,
            data: row('success', ageMs, `aged ${ageMs / HOUR} h`) as never,
            overrideAccess: true,
          })
        await runPrune(payload)
        // Whatever one run deleted was older than everything it left: what is left is the newest rows.
        const kept = (
          await payload.find({ collection: DELIVERIES, depth: 0, pagination: false })
        ).docs.map((doc) => doc.event as string)
        expect(kept.length).toBeLessThan(ages.length)
        const newest = ages.slice(0, kept.length).map((ageMs) => `aged ${ageMs / HOUR} h`)
        expect(kept.sort()).toEqual(newest.sort())
      },
    )
  })

  test('[WH-69] a retention that cannot be honoured is refused at startup, naming the option', async () => {
    const config = { collections: [{ slug: 'posts', fields: [] }] } as unknown as Config
    for (const [retention, named] of [
      [{ successMs: -1 }, 'retention.successMs'],
      [{ failureMs: 'a week' }, 'retention.failureMs'],
      [{ successMs: DAY, batchSize: 0 }, 'retention.batchSize'],
      [{ successMs: DAY, schedule: 'hourly' }, 'retention.schedule'],
    ] as const) {
      await expectRefusal(
        () =>
          implementation.webhooks!({ collections: { posts: true }, retention } as never)(config),
        named,
        JSON.stringify(retention),
      )
    }
  })
})

describeFamily('WH', 'the delivery log list at size', () => {
  const estimating = useWebhooksHost({ delivery: 'inline', logCountEstimateAbove: 10 })
  const exact = useWebhooksHost({ delivery: 'inline' })

  /** 30 rows, the table analyzed (Postgres' estimate is then 30), then 7 more that only a count sees. */
  const grow = async (host: ReturnType<typeof exact.host>) => {
    const add = (from: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          host.payload.create({
            collection: DELIVERIES,
            data: row('success', HOUR, `grown ${from + index}`) as never,
            overrideAccess: true,
          }),
        ),
      )
    await add(0, 30)
    const pool = (
      host.payload.db as unknown as { pool?: { query(text: string): Promise<unknown> } }
    ).pool
    if (host.shared.db === 'postgres') await pool!.query('ANALYZE webhook_deliveries')
    await add(30, 7)
  }
  const totals = async (client: ReturnType<typeof exact.operator>) => {
    const all = await client.api.get(`/${DELIVERIES}`, { query: { limit: 1 } })
    const filtered = await client.api.get(`/${DELIVERIES}`, {
      query: { limit: 1, 'where[status][equals]': 'success' },
    })
    expect(all.status, JSON.stringify(all.body)).toBe(200)
    expect(filtered.status, JSON.stringify(filtered.body)).toBe(200)
    return { all: all.body.totalDocs as number, filtered: filtered.body.totalDocs as number }
  }

  test('[WH-70] past logCountEstimateAbove rows, an unfiltered count of the log is Postgres’ estimate; filtered counts, the default threshold and SQLite stay exact', async () => {
    await grow(estimating.host())
    const postgres = estimating.host().shared.db === 'postgres'
    expect(await totals(estimating.operator())).toEqual({ all: postgres ? 30 : 37, filtered: 37 })
    // Any unfiltered count of the log is the estimate (payload.count goes through the same count); a filtered one counts.
    expect((await estimating.host().payload.count({ collection: DELIVERIES })).totalDocs).toBe(
      postgres ? 30 : 37,
    )
    expect(
      (
        await estimating
          .host()
          .payload.count({ collection: DELIVERIES, where: { status: { equals: 'success' } } })
      ).totalDocs,
    ).toBe(37)
    // The default (100,000 rows) is far above this log: exact.
    await grow(exact.host())
    expect(await totals(exact.operator())).toEqual({ all: 37, filtered: 37 })
  })

  /** Appends `count` success rows in one statement. */
  const bulkAppend = async (host: Host, count: number) => {
    const columns = 'id, status, event, endpoint, subscription_id, attempt, created_at, updated_at'
    const db = host.payload.db as unknown as {
      pool?: { query(text: string): Promise<{ rows: Array<Record<string, string>> }> }
      client?: { execute(text: string): Promise<unknown> }
    }
    const offset = (
      await host.payload.count({ collection: DELIVERIES, where: { event: { equals: 'bulk' } } })
    ).totalDocs
    if (host.shared.db === 'postgres') {
      const { rows } = await db.pool!.query(
        `SELECT udt_name FROM information_schema.columns WHERE table_name = 'webhook_deliveries' AND column_name = 'status'`,
      )
      await db.pool!.query(
        `INSERT INTO webhook_deliveries (${columns}) SELECT 'bulk-' || n, 'success'::"${rows[0].udt_name}", 'bulk', 'https://receiver.example/hook', '1', 1, now(), now()
         FROM generate_series(${offset + 1}, ${offset + count}) AS n`,
      )
      return
    }
    await db.client!.execute(
      `WITH RECURSIVE n(x) AS (SELECT ${offset + 1} UNION ALL SELECT x + 1 FROM n WHERE x < ${offset + count})
       INSERT INTO webhook_deliveries (${columns}) SELECT 'bulk-' || x, 'success', 'bulk', 'https://receiver.example/hook', '1', 1,
         strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM n`,
    )
  }
  /** Postgres records the table's exact size as its estimate, as autovacuum would in time; other adapters keep none. */
  const settleEstimate = async (host: Host) => {
    const pool = (
      host.payload.db as unknown as { pool?: { query(text: string): Promise<unknown> } }
    ).pool
    if (host.shared.db === 'postgres') await pool!.query('VACUUM ANALYZE webhook_deliveries')
  }
  const unfilteredCount = async (host: Host) =>
    (await host.payload.count({ collection: DELIVERIES })).totalDocs

  test('[WH-70] by default the estimate starts above 100,000 rows, and false counts every row at any size', async () => {
    await withWebhooksHost({ delivery: 'inline' }, async (operator, host) => {
      const postgres = host.shared.db === 'postgres'
      // Postgres' estimate of exactly 100,000 is not above the default: counted.
      await bulkAppend(host, 100_000)
      await settleEstimate(host)
      await bulkAppend(host, 7)
      expect(await unfilteredCount(host)).toBe(100_007)
      // Its estimate of 100,007 is: the list and the count report it, not the 100,014 rows there are.
      await settleEstimate(host)
      await bulkAppend(host, 7)
      expect(await unfilteredCount(host)).toBe(postgres ? 100_007 : 100_014)
      expect(
        (await operator.api.get(`/${DELIVERIES}`, { query: { limit: 1 } })).body.totalDocs,
      ).toBe(postgres ? 100_007 : 100_014)
    })
    await withHost(
      { fixture: whHost, options: { delivery: 'inline', logCountEstimateAbove: false } },
      async (host) => {
        await bulkAppend(host, 100_007)
        await settleEstimate(host)
        await bulkAppend(host, 7)
        expect(await unfilteredCount(host)).toBe(100_014)
      },
    )
  }, 120_000)

  test('[WH-70] a threshold that is not a row count is refused at startup, naming the option', async () => {
    const config = { collections: [{ slug: 'posts', fields: [] }] } as unknown as Config
    for (const above of [-1, 1.5, '100k']) {
      await expectRefusal(
        () =>
          implementation.webhooks!({
            collections: { posts: true },
            logCountEstimateAbove: above,
          } as never)(config),
        'logCountEstimateAbove',
        String(above),
      )
    }
    // 0 (always estimate) and false (never) are thresholds too.
    for (const above of [0, false]) {
      const built = await Promise.resolve(
        implementation.webhooks!({
          collections: { posts: true },
          logCountEstimateAbove: above,
        } as never)(config),
      )
      expect(
        built.collections?.map((collection) => collection.slug),
        String(above),
      ).toEqual(expect.arrayContaining(['posts', DELIVERIES]))
    }
  })
})
