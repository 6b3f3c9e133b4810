import type { BatchHandler, BatchJob, BatchOutcome, RetryHook } from '@payload-plugin-suite/jobs'
import pLimit, { type LimitFunction } from 'p-limit'
import { getCurrentDate, type PayloadRequest } from 'payload'
import { findDelivery, nextAttempt, redeliver, send, unreachable } from '../delivery/dispatch'
import { recordHealth } from '../delivery/health'
import type { AttemptResult } from '../delivery/http'
import { type RowStore, rowStore } from '../delivery/store'
import type { DeliveryDoc, ResolvedWebhooks, SubscriptionDoc } from '../types'

/**
 * Queue mode, run by the jobs plugin's worker or queue-run: many webhooksDeliver jobs at once. One read
 * of their rows and subscriptions, the POSTs in flight together (at most delivery.concurrency per
 * endpoint, over the keep-alive agent), the rows' outcomes written in groups as the POSTs finish,
 * without read-back, each group's jobs handed to the runner to settle once it is written, and health
 * once per subscription. Each job's outcome matches the per-job handler's (tasks/deliver.ts): a failed
 * POST is not ok (retried, or the job errors once retries run out), everything else (success, nothing
 * to send) completes the job.
 */
export const deliverBatch = (resolved: ResolvedWebhooks) => {
  // Requests in flight per endpoint, across the batches a process runs at once (two queue-run calls,
  // a worker and a queue-run call).
  const limiters = new Map<string, LimitFunction>()
  const limiterFor = (endpoint: string) => {
    let limiter = limiters.get(endpoint)
    if (!limiter) limiters.set(endpoint, (limiter = pLimit(resolved.concurrency)))
    return limiter
  }
  const handler = async ({
    jobs,
    req,
    settle,
  }: Parameters<BatchHandler>[0]): Promise<BatchOutcome[]> => {
    const store = await rowStore(req)
    const deliveryIds = jobs.map((job) =>
      String((job.input as { deliveryId?: unknown } | null)?.deliveryId ?? ''),
    )
    const rows =
      readByClaim<BatchRow>(jobs.map((job) => job.document)) ??
      (await findByIds<BatchRow>(req, store, resolved.slugs.deliveries, deliveryIds, ROW_COLUMNS, [
        'payload',
      ]))
    const subscriptionIds = () => [...new Set([...rows.values()].map((row) => row.subscriptionId))]
    const subscriptions =
      readByClaim<SubscriptionDoc>(jobs.map((job) => job.related)) ??
      (await findByIds<SubscriptionDoc>(
        req,
        store,
        resolved.slugs.subscriptions,
        subscriptionIds(),
        SUBSCRIPTION_COLUMNS,
      ))
    const results = new Map<string, AttemptResult[]>()
    const writer = outcomeWriter(req, resolved, store, settle)
    const outcomes: BatchOutcome[] = []

    // Jobs with nothing to send are settled at once; the rest are POSTed, delivery.concurrency at a
    // time per endpoint.
    const toSend: Array<{
      job: BatchJob
      index: number
      row: BatchRow
      subscription: SubscriptionDoc
    }> = []
    for (const [index, job] of jobs.entries()) {
      const row = rows.get(deliveryIds[index])
      // As the per-job handler: a row not written yet (or deleted) is retried.
      if (!row) {
        outcomes[index] = {
          id: job.id,
          ok: false,
          error: `Webhook delivery ${deliveryIds[index]} not found`,
        }
        continue
      }
      if (row.status === 'success' || row.status === 'dead') {
        outcomes[index] = { id: job.id, ok: true }
        continue
      }
      const subscription = subscriptions.get(row.subscriptionId)
      const gone = unreachable(subscription)
      if (!subscription || gone) {
        const { attempt } = nextAttempt(resolved, row, job.totalTried)
        outcomes[index] = { id: job.id, ok: true }
        writer.add(
          row.id,
          {
            status: 'dead',
            attempt,
            error: gone,
            responseStatus: null,
            responseBody: null,
            durationMs: null,
          },
          outcomes[index],
        )
        continue
      }
      toSend.push({ job, index, row, subscription })
    }

    const deliver = async ({ job, index, row, subscription }: (typeof toSend)[number]) => {
      const { attempt, final } = nextAttempt(resolved, row, job.totalTried)
      const { final: noRetryHelps, ...result } = await send(resolved, subscription, row)
      const { ok, responseStatus, responseBody, error, durationMs } = result
      const attempts = results.get(row.subscriptionId) ?? []
      attempts.push(result)
      results.set(row.subscriptionId, attempts)
      const waitUntil = result.retryAfterMs
        ? new Date(getCurrentDate().getTime() + result.retryAfterMs)
        : undefined
      // A failure no retry can mend ends the row dead and completes its job, as a disabled subscription does.
      outcomes[index] =
        ok || noRetryHelps
          ? { id: job.id, ok: true }
          : {
              id: job.id,
              ok,
              error: `Webhook delivery ${row.id} attempt ${attempt} failed: ${error}`,
              waitUntil,
            }
      writer.add(
        row.id,
        {
          status: ok ? 'success' : final || noRetryHelps ? 'dead' : 'failed',
          attempt,
          responseStatus,
          responseBody,
          error,
          durationMs,
        },
        outcomes[index],
      )
    }
    // Per endpoint, up to delivery.concurrency lanes, each admitted by the endpoint's limiter and then
    // sending the batch's deliveries one after another until none are left: the limiter is asked once
    // per lane, not once per delivery.
    const byEndpoint = new Map<string, typeof toSend>()
    for (const item of toSend) {
      const queue = byEndpoint.get(item.row.endpoint)
      if (queue) queue.push(item)
      else byEndpoint.set(item.row.endpoint, [item])
    }
    await Promise.all(
      [...byEndpoint].flatMap(([endpoint, queue]) => {
        let next = 0
        return Array.from({ length: Math.min(resolved.concurrency, queue.length) }, () =>
          limiterFor(endpoint)(async () => {
            while (next < queue.length) await deliver(queue[next++])
          }),
        )
      }),
    )

    // An idle endpoint's limiter goes, so the map holds only endpoints with deliveries under way.
    for (const endpoint of new Set(toSend.map(({ row }) => row.endpoint))) {
      // Another batch on the same endpoint may have removed it already.
      const limiter = limiters.get(endpoint)
      if (limiter && !limiter.activeCount && !limiter.pendingCount) limiters.delete(endpoint)
    }
    await writer.finish()

    // Health once per subscription: a 410 wins, else the batch's last result stands for the run of
    // failures since its last success.
    for (const [id, attempts] of results) {
      const gone = attempts.find((result) => result.responseStatus === 410)
      const lastSuccess = attempts.findLastIndex((result) => result.ok)
      const last = gone ?? attempts.at(-1)!
      await recordHealth(
        req,
        resolved,
        subscriptions.get(id)!,
        last,
        last.ok ? 1 : attempts.length - 1 - lastSuccess,
      )
    }
    return outcomes
  }
  /**
   * The jobs plugin's queue-retry on a dead delivery's job: the log is append-only and a dead row stays
   * dead, so the retry is a redelivery (a new row, and a job with the task's full retries).
   */
  const retry: RetryHook = async ({ job, req }) => {
    const deliveryId = (job.input as { deliveryId?: unknown } | null)?.deliveryId
    const row =
      typeof deliveryId === 'string' ? await findDelivery(req, resolved, deliveryId) : undefined
    if (row?.status !== 'dead' || !row.payload) return null
    const fresh = await redeliver(req, resolved, row)
    return { message: `Delivery ${row.id} was dead: sent again as delivery ${fresh.id}.` }
  }
  // The claim reads each job's row and its subscription with it where it can: one round trip before the
  // first POST, not three.
  return Object.assign(handler, {
    retry,
    document: {
      collection: resolved.slugs.deliveries,
      inputKey: 'deliveryId',
      fields: ROW_COLUMNS,
      related: {
        field: 'subscriptionId',
        collection: resolved.slugs.subscriptions,
        fields: SUBSCRIPTION_COLUMNS,
      },
    },
  }) satisfies BatchHandler
}

/** Row outcomes per write while the rest of the batch is in flight, where writes overlap the POSTs (Postgres). */
const OUTCOMES_PER_WRITE = 100

/**
 * Writes row outcomes in groups as POSTs finish, one write at a time, each stamped with its own
 * time; once a group is written its jobs' outcomes go to `settle` (a job is never settled before its
 * row). A failed write fails the batch at finish() (its jobs are retried, and a row already written
 * as sent is not sent again).
 */
const outcomeWriter = (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  store: RowStore | undefined,
  settle: (outcomes: BatchOutcome[]) => void,
) => {
  let buffered: Array<{
    id: string | number
    values: Partial<DeliveryDoc>
    outcome: BatchOutcome
  }> = []
  let writing: Promise<void> = Promise.resolve()
  let failure: { error: unknown } | undefined
  const write = async (updates: typeof buffered) => {
    const updatedAt = new Date().toISOString()
    if (store) await store.updateEach(resolved.slugs.deliveries, updates, { updatedAt })
    else
      for (const { id, values } of updates)
        await req.payload.db.updateOne({
          collection: resolved.slugs.deliveries,
          id,
          data: { ...values, updatedAt },
          req,
        })
    settle(updates.map(({ outcome }) => outcome))
  }
  const flush = () => {
    const updates = buffered
    buffered = []
    // Caught here so a failure is not an unhandled rejection while the batch goes on.
    writing = writing
      .then(() => write(updates))
      .catch((error: unknown) => void (failure ??= { error }))
  }
  return {
    add(id: string | number, values: Partial<DeliveryDoc>, outcome: BatchOutcome) {
      buffered.push({ id, values, outcome })
      // Where a write would block the POSTs (SQLite), one write at the end: one commit, not one per group.
      if (store?.overlapsWork && buffered.length >= OUTCOMES_PER_WRITE) flush()
    },
    async finish() {
      if (buffered.length) flush()
      await writing
      if (failure) throw failure.error
    },
  }
}

/** A delivery row as the batch reads it: its body may be the stored JSON text (see send). */
type BatchRow = Omit<DeliveryDoc, 'payload'> & { payload?: DeliveryDoc['payload'] | string }

/** What the batch reads of a row: everything but Payload's timestamps. */
const ROW_COLUMNS = [
  'id',
  'status',
  'event',
  'endpoint',
  'subscriptionId',
  'attempt',
  'payload',
] satisfies Array<keyof DeliveryDoc>

/** What sending and recordHealth read of a subscription (no relationship or hasMany fields). */
const SUBSCRIPTION_COLUMNS = [
  'id',
  'url',
  'enabled',
  'secret',
  'lastSuccessAt',
  'failingSince',
  'failureStreak',
] satisfies Array<keyof SubscriptionDoc>

/** The documents the claim read for every job, by id (a job's null: none found); undefined when it did not read them all. */
const readByClaim = <T>(
  documents: Array<Record<string, unknown> | null | undefined>,
): Map<string, T> | undefined =>
  documents.every((document) => document !== undefined)
    ? new Map(
        documents.flatMap((document) =>
          document ? [[String(document.id), document as T] as const] : [],
        ),
      )
    : undefined

/** Documents by id: one plain select of `columns` through the row store, else Payload's adapter find (whole documents). */
const findByIds = async <T extends { id: string | number }>(
  req: PayloadRequest,
  store: RowStore | undefined,
  collection: string,
  ids: string[],
  columns: Array<keyof T & string>,
  jsonText?: Array<keyof T & string>,
): Promise<Map<string, T>> => {
  if (!ids.length) return new Map()
  const docs = store
    ? ((await store.select(collection, ids, columns, jsonText)) as unknown as T[])
    : ((
        await req.payload.db.find({
          collection,
          where: { id: { in: ids } },
          limit: 0,
          pagination: false,
          req,
        })
      ).docs as unknown as T[])
  return new Map(docs.map((doc) => [String(doc.id), doc]))
}
