import { getCurrentDate, type PayloadRequest } from 'payload'
import type { DeliveryDoc, ResolvedWebhooks, SubscriptionDoc } from '../types'
import type { AttemptResult } from '../delivery/http'
import { nextAttempt, send, unreachable } from '../delivery/dispatch'
import { recordHealth } from '../delivery/health'
import { rowStore } from '../delivery/store'

/** The suite's jobs plugin hands claimed jobs of a task to its batch handler in one call (shape of its BatchHandler). */
interface BatchJob {
  id: number | string
  input: unknown
  totalTried: number
}
interface BatchOutcome {
  id: number | string
  ok: boolean
  error?: string
  waitUntil?: Date
}

/** Runs `task`s with at most `limit` in flight per key. */
const perKeyLimiter = (limit: number) => {
  const slots = new Map<string, { active: number; waiting: Array<() => void> }>()
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const slot = slots.get(key) ?? { active: 0, waiting: [] }
    slots.set(key, slot)
    if (slot.active >= limit) await new Promise<void>((resolve) => slot.waiting.push(resolve))
    slot.active++
    try {
      return await task()
    } finally {
      slot.active--
      slot.waiting.shift()?.()
    }
  }
}

/**
 * Queue mode, run by the jobs plugin's worker or queue-run: many webhooksDeliver jobs at once. One read
 * of their rows and subscriptions, the POSTs in flight together (at most delivery.concurrency per
 * endpoint, over the keep-alive agent), the rows' outcomes written in one transaction without read-back, and health once per
 * subscription. Each job's outcome matches the per-job handler's (tasks/deliver.ts): a failed POST
 * is not ok (retried, or the job errors once retries run out), everything else (success, nothing to
 * send) completes the job.
 */
export const deliverBatch =
  (resolved: ResolvedWebhooks) =>
  async ({ jobs, req }: { jobs: BatchJob[]; req: PayloadRequest }): Promise<BatchOutcome[]> => {
    const store = await rowStore(req)
    const deliveryIds = jobs.map((job) => String((job.input as { deliveryId?: unknown } | null)?.deliveryId ?? ''))
    const rows = await findAll<DeliveryDoc>(req, resolved.slugs.deliveries, deliveryIds)
    const subscriptions = await findAll<SubscriptionDoc>(req, resolved.slugs.subscriptions, [...new Set([...rows.values()].map((row) => row.subscriptionId))])
    const limit = perKeyLimiter(resolved.concurrency)
    const results = new Map<string, AttemptResult[]>()

    // Row outcomes are written together once every POST is done.
    const updates: Array<{ id: string | number; values: Partial<DeliveryDoc> }> = []
    const update = (row: DeliveryDoc, data: Partial<DeliveryDoc>) => updates.push({ id: row.id, values: { ...data, updatedAt: new Date().toISOString() } })

    const outcomes = await Promise.all(
      jobs.map(async (job, index): Promise<BatchOutcome> => {
        const row = rows.get(deliveryIds[index])
        // As the per-job handler: a row not written yet (or deleted) is retried.
        if (!row) return { id: job.id, ok: false, error: `Webhook delivery ${deliveryIds[index]} not found` }
        if (row.status === 'success' || row.status === 'dead') return { id: job.id, ok: true }
        const { attempt, final } = nextAttempt(resolved, row, job.totalTried)
        const subscription = subscriptions.get(row.subscriptionId)
        const gone = unreachable(subscription)
        if (!subscription || gone) {
          update(row, { status: 'dead', attempt, error: gone, responseStatus: null, responseBody: null, durationMs: null })
          return { id: job.id, ok: true }
        }
        const result = await limit(row.endpoint, () => send(resolved, subscription, row))
        const { ok, responseStatus, responseBody, error, durationMs } = result
        update(row, { status: ok ? 'success' : final ? 'dead' : 'failed', attempt, responseStatus, responseBody, error, durationMs })
        results.set(row.subscriptionId, [...(results.get(row.subscriptionId) ?? []), result])
        if (ok) return { id: job.id, ok: true }
        const waitUntil = result.retryAfterMs ? new Date(getCurrentDate().getTime() + result.retryAfterMs) : undefined
        return { id: job.id, ok: false, error: `Webhook delivery ${row.id} attempt ${attempt} failed: ${error}`, waitUntil }
      }),
    )

    if (store) await store.updateEach(resolved.slugs.deliveries, updates)
    else for (const { id, values } of updates) await req.payload.db.updateOne({ collection: resolved.slugs.deliveries, id, data: values, req })

    // Health once per subscription: a 410 wins, else the batch's last result stands for the run of
    // failures since its last success.
    for (const [id, attempts] of results) {
      const gone = attempts.find((result) => result.responseStatus === 410)
      const lastSuccess = attempts.findLastIndex((result) => result.ok)
      const last = gone ?? attempts.at(-1)!
      await recordHealth(req, resolved, subscriptions.get(id)!, last, last.ok ? 1 : attempts.length - 1 - lastSuccess)
    }
    return outcomes
  }

const findAll = async <T extends { id: string | number }>(req: PayloadRequest, collection: string, ids: string[]): Promise<Map<string, T>> => {
  if (!ids.length) return new Map()
  const { docs } = await req.payload.db.find({ collection, where: { id: { in: ids } }, limit: 0, pagination: false, req })
  return new Map((docs as unknown as T[]).map((doc) => [String(doc.id), doc]))
}
