import { setTimeout as sleep } from 'node:timers/promises'
import { describeFamily, expect, test, useReceiver } from '../harness'
import { QUEUE, queueDelivery, subscribeToPosts, withWebhooksHost } from './support'

describeFamily('WH', 'deliveries in the write’s transaction', () => {
  const receiver = useReceiver({ resetAfterEach: true })

  test('[WH-36] queue mode writes one webhooksDeliver job per row, with the write; a write that rolls back leaves no row, no job and sends nothing', async () => {
    await withWebhooksHost(
      {
        delivery: queueDelivery(0),
        failAfterWebhooks: true,
      },
      async (operator, host) => {
        const subscriptions = []
        for (const path of ['/tx-a', '/tx-b', '/tx-c'])
          subscriptions.push(await subscribeToPosts(operator, receiver(), path))

        expect((await operator.api.post('/posts', { title: 'kept' })).status).toBe(201)
        const rows = await operator.list()
        expect(rows.map((row) => row.subscriptionId)).toEqual(
          subscriptions.map((subscription) => String(subscription.id)),
        )
        const jobs = await host.payload.find({
          collection: 'payload-jobs',
          depth: 0,
          limit: 0,
          sort: 'createdAt',
        })
        expect(jobs.docs).toHaveLength(3)
        for (const row of rows) {
          const job = jobs.docs.find((entry) => String(entry.id) === row.jobId)
          expect(job, String(row.id)).toMatchObject({
            taskSlug: 'webhooksDeliver',
            queue: QUEUE,
            input: { deliveryId: String(row.id) },
          })
        }

        const refused = await operator.api.post('/posts', { title: 'rollback me' })
        expect(refused.status).toBe(400)
        // Payload's Postgres adapter runs each REST write in a transaction; its SQLite adapter, by
        // default, has none, so there the post (and with it its deliveries) stays written.
        const transactional = host.shared.db === 'postgres'
        const kept = (
          await host.payload.count({
            collection: 'posts',
            where: { title: { equals: 'rollback me' } },
          })
        ).totalDocs
        expect(kept).toBe(transactional ? 0 : 1)
        const afterRefusal = await operator.list()
        expect(afterRefusal).toHaveLength(kept ? 6 : 3)
        expect((await host.payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(
          kept ? 6 : 3,
        )

        await operator.drainUntil(QUEUE, async () =>
          (await operator.list()).every((row) => row.status === 'success'),
        )
        const sent = receiver().requests.map(
          (request) => (JSON.parse(request.rawBody) as { data: { title: string } }).data.title,
        )
        expect(sent.filter((title) => title === 'kept')).toHaveLength(3)
        expect(sent.filter((title) => title === 'rollback me')).toHaveLength(kept ? 3 : 0)
      },
    )
  })

  test('[WH-60] more writes at once than the database pool has connections all complete, each queuing its deliveries', async () => {
    // A cache that expires at once: the writes below, already in their transactions, each find it stale.
    await withWebhooksHost(
      { delivery: { mode: 'queue', queue: QUEUE }, subscriptionCacheMs: 1 },
      async (operator) => {
        const subscription = await subscribeToPosts(operator, receiver(), '/concurrent')
        const titles = Array.from(
          { length: CONCURRENT_WRITES },
          (_, index) => `concurrent ${index}`,
        )
        const writes = Promise.all(
          titles.map(async (title) => (await operator.api.post('/posts', { title })).status),
        )
        const deadline = sleep(WRITE_DEADLINE_MS, 'still waiting' as const, { ref: false })
        const statuses = await Promise.race([writes, deadline])
        expect(
          statuses,
          `${CONCURRENT_WRITES} writes at once, still unanswered after ${WRITE_DEADLINE_MS} ms`,
        ).toEqual(titles.map(() => 201))
        const rows = await operator.list()
        expect(rows).toHaveLength(CONCURRENT_WRITES)
        expect(
          rows.every(
            (row) => row.subscriptionId === String(subscription.id) && row.status === 'pending',
          ),
        ).toBe(true)
        expect(
          new Set(rows.map((row) => (row.payload as { data: { title: string } }).data.title)),
        ).toEqual(new Set(titles))
      },
    )
  })
})

/** More than twice the connections the fixtures' Postgres pool holds (Payload's adapter keeps one of them for itself). */
const CONCURRENT_WRITES = 10
/** A write answers in milliseconds; writes that wait on each other never answer. */
const WRITE_DEADLINE_MS = 15_000
