import { getCurrentDate, type PayloadRequest, type TaskConfig } from 'payload'
import { PRUNE_TASK_SLUG } from '../defaults'
import type { DeliveryStatus, ResolvedWebhooks } from '../types'

/** Batches per rule in one run: a run stays short, and a backlog drains over a few runs. */
const MAX_BATCHES = 20

type Retention = NonNullable<ResolvedWebhooks['retention']>

/**
 * Deletes delivery rows past their retention, oldest first, `batchSize` ids at a time: successes
 * after `successMs`, failed and dead rows after `failureMs`; pending rows never.
 */
export const pruneDeliveries = async (
  req: PayloadRequest,
  collection: string,
  retention: Retention,
) => {
  const now = getCurrentDate().getTime()
  const rules: Array<[number | undefined, DeliveryStatus[]]> = [
    [retention.successMs, ['success']],
    [retention.failureMs, ['failed', 'dead']],
  ]
  let deleted = 0
  for (const [ageMs, statuses] of rules) {
    if (ageMs === undefined) continue
    const before = new Date(now - ageMs).toISOString()
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const { docs } = await req.payload.find({
        collection,
        depth: 0,
        limit: retention.batchSize,
        overrideAccess: true,
        // No count: at a million rows it would cost more than the deletes.
        pagination: false,
        req,
        select: {},
        sort: 'createdAt',
        where: { and: [{ status: { in: statuses } }, { createdAt: { less_than: before } }] },
      })
      if (!docs.length) break
      // The log's rows have no hooks to run: one statement per batch, not a read and delete per row.
      await req.payload.db.deleteMany({
        collection,
        req,
        where: { id: { in: docs.map((doc) => doc.id) } },
      })
      deleted += docs.length
      if (docs.length < retention.batchSize) break
    }
  }
  return { deleted }
}

/** The scheduled prune of the delivery log, registered only when `retention` is set. */
export const pruneTask = (resolved: ResolvedWebhooks, retention: Retention): TaskConfig<any> => ({
  slug: PRUNE_TASK_SLUG,
  label: 'Prune webhook deliveries',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: retention.schedule, queue: resolved.queue }],
  handler: async ({ req }) => ({
    output: await pruneDeliveries(req, resolved.slugs.deliveries, retention),
  }),
})
