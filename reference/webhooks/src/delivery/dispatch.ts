import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'
import { TASK_SLUG } from '../defaults'
import { autoRunCovers, jobsMarker } from '../runnerCheck'
import type { DeliveryDoc, ResolvedWebhooks, SubscriptionDoc, WebhookBody } from '../types'
import { recordHealth } from './health'
import { type AttemptResult, postOnce } from './http'
import { newDeliveryId } from './id'
import { signatureHeaders } from './sign'
import { chunks, ROWS_PER_STATEMENT, rowStore } from './store'

/**
 * A runner is likely when Payload's autoRun covers the queue or this suite's jobs plugin is
 * installed. Read from the running config, so plugin order does not matter.
 */
export const runnerDetected = (config: SanitizedConfig, queue: string): boolean => {
  return jobsMarker(config)?.installed === true || autoRunCovers(config, queue)
}

export const effectiveMode = (payload: Payload, resolved: ResolvedWebhooks): 'queue' | 'inline' =>
  resolved.mode === 'auto'
    ? runnerDetected(payload.config, resolved.queue)
      ? 'queue'
      : 'inline'
    : resolved.mode

export interface NewDelivery {
  event: string
  subscription: SubscriptionDoc
  /** The body for the row's id (a fresh event), or the original body (a redelivery). */
  body: (deliveryId: string) => WebhookBody
}

/** A row startDeliveries writes: pending, with its body, before any attempt. */
interface PendingRow {
  id: string
  status: 'pending'
  event: string
  endpoint: string
  subscriptionId: string
  attempt: number
  payload: WebhookBody
}

/**
 * Writes the pending rows (with their bodies), then delivers through the mode in force. Queue mode
 * writes one job per row and then the rows naming their jobs, each set in one statement inside the
 * request's transaction when there is one; inline mode writes each row and makes its one attempt
 * before the next, sequentially.
 */
export const startDeliveries = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  items: NewDelivery[],
): Promise<DeliveryDoc[]> => {
  if (!items.length) return []
  const rows = items.map(({ event, subscription, body }): PendingRow => {
    const id = newDeliveryId()
    return {
      id,
      status: 'pending' as const,
      event,
      endpoint: subscription.url,
      subscriptionId: String(subscription.id),
      attempt: 1,
      payload: body(id),
    }
  })
  if (effectiveMode(req.payload, resolved) === 'inline') {
    // Outside the write's transaction: the pending row is committed before the request leaves, and a
    // write that rolls back afterwards cannot take the record of a request already sent with it.
    const logReq = await createLocalReq(
      { context: req.context, locale: req.locale ?? undefined, user: req.user ?? undefined },
      req.payload,
    )
    const delivered: DeliveryDoc[] = []
    for (const row of rows) {
      const pending = await insertDelivery(logReq, resolved, row)
      delivered.push(
        (
          await attemptDelivery({
            req: logReq,
            resolved,
            delivery: pending,
            attempt: 1,
            final: true,
          })
        ).delivery,
      )
    }
    return delivered
  }
  // Jobs and rows commit together: a runner that saw a job before its row (an operator's redeliver,
  // test event or replay has no transaction of its own) found no row, and with no retries left the
  // row stayed pending for good. Inside a write's transaction this joins it.
  const ownTransaction = await initTransaction(req)
  try {
    const queued = await queueDeliveries(req, resolved, rows)
    if (ownTransaction) await commitTransaction(req)
    return queued
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    throw error
  }
}

/** Queue mode: one job per row, then the rows naming their jobs (see startDeliveries). */
const queueDeliveries = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  rows: PendingRow[],
): Promise<DeliveryDoc[]> => {
  const store = batchable(req) ? await rowStore(req) : undefined
  if (!store) {
    // Payload's own calls, row by row: another adapter, or jobs hooks the project asked to run.
    const queued: DeliveryDoc[] = []
    for (const row of rows) {
      const job = await req.payload.jobs.queue({
        task: TASK_SLUG,
        input: { deliveryId: row.id },
        queue: resolved.queue,
        req,
      })
      queued.push(await insertDelivery(req, resolved, { ...row, jobId: String(job.id) }))
    }
    return queued
  }
  const now = new Date().toISOString()
  const docs: DeliveryDoc[] = []
  for (const chunk of chunks(rows, ROWS_PER_STATEMENT)) {
    // The row a job serves is named by its input; RETURNING has no order, so jobs are matched by it
    // (the row store reads a JSON column back as its value on either database: adapter.ts's fromDriver).
    const jobs = await store.insert(
      'payload-jobs',
      chunk.map((row) => ({
        input: { deliveryId: row.id },
        taskSlug: TASK_SLUG,
        queue: resolved.queue,
        createdAt: now,
        updatedAt: now,
      })),
      ['id', 'input'],
    )
    const jobIds = new Map(
      jobs.map((job) => [(job.input as { deliveryId: string }).deliveryId, String(job.id)]),
    )
    const written = chunk.map((row) => ({
      ...row,
      jobId: jobIds.get(row.id) ?? null,
      createdAt: now,
      updatedAt: now,
    }))
    await store.insert(resolved.slugs.deliveries, written)
    docs.push(...(written as DeliveryDoc[]))
  }
  return docs
}

/** Payload's jobs.queue goes through the collection (hooks, depth, concurrency keys) when the config asks for it. */
const batchable = (req: PayloadRequest) => {
  const jobs = req.payload.config.jobs
  return !jobs.runHooks && !jobs.depth && !jobs.enableConcurrencyControl
}

/** One delivery (a redelivery): see startDeliveries. */
export const startDelivery = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  item: NewDelivery,
): Promise<DeliveryDoc> => (await startDeliveries(req, resolved, [item]))[0]

/** A row that is dead from the start: nothing is sent (redelivery to a disabled/deleted subscription). */
export const recordDeadDelivery = (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  data: Pick<DeliveryDoc, 'event' | 'endpoint' | 'subscriptionId' | 'payload' | 'error'>,
): Promise<DeliveryDoc> =>
  insertDelivery(req, resolved, { ...data, id: newDeliveryId(), status: 'dead', attempt: 1 })

/**
 * A dead or failed row sent again as a new row: the original body to the subscription's current URL,
 * through the mode in force; a disabled or deleted subscription gets a dead row and nothing is sent.
 */
export const redeliver = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  original: DeliveryDoc,
): Promise<DeliveryDoc> => {
  const body = original.payload
  if (!body) throw new Error(`Delivery ${original.id} has no recorded body to replay`)
  const subscription = await findSubscription(req, resolved, original.subscriptionId)
  return subscription && subscription.enabled !== false
    ? startDelivery(req, resolved, { event: original.event, subscription, body: () => body })
    : recordDeadDelivery(req, resolved, {
        event: original.event,
        endpoint: subscription?.url ?? original.endpoint,
        subscriptionId: original.subscriptionId,
        payload: body,
        error: subscription
          ? 'Subscription disabled; nothing sent'
          : 'Subscription deleted; nothing sent',
      })
}

interface Attempt {
  req: PayloadRequest
  resolved: ResolvedWebhooks
  delivery: DeliveryDoc
  attempt: number
  /** No retry follows: a failure makes the row dead instead of failed. */
  final: boolean
}

export interface AttemptOutcome {
  delivery: DeliveryDoc
  result: AttemptResult
  /** Failed in a way a retry could fix. */
  retryable: boolean
}

/** One attempt of an existing row: sign, POST, record. */
export const attemptDelivery = async ({
  req,
  resolved,
  delivery,
  attempt,
  final,
}: Attempt): Promise<AttemptOutcome> => {
  const subscription = await findSubscription(req, resolved, delivery.subscriptionId)
  const error = unreachable(subscription)
  if (!subscription || error) {
    const result: AttemptResult = {
      ok: false,
      responseStatus: null,
      responseBody: null,
      error: error ?? null,
      durationMs: 0,
    }
    const updated = await updateDelivery(req, resolved, delivery.id, {
      status: 'dead',
      attempt,
      ...result,
      durationMs: null,
    })
    return { delivery: updated, result, retryable: false }
  }
  const { final: noRetryHelps, ...result } = await send(resolved, subscription, delivery)
  const status = result.ok ? 'success' : final || noRetryHelps ? 'dead' : 'failed'
  const updated = await updateDelivery(req, resolved, delivery.id, { status, attempt, ...result })
  await recordHealth(req, resolved, subscription, result)
  return { delivery: updated, result, retryable: !result.ok && !noRetryHelps }
}

/**
 * Signs and POSTs a row's body once: serialized from the stored value, so every attempt sends the
 * same bytes the log shows. A body read as the stored JSON text (a string; SQLite stores exactly that
 * serialization) is sent as it is.
 */
export const send = (
  resolved: ResolvedWebhooks,
  subscription: SubscriptionDoc,
  delivery: Pick<DeliveryDoc, 'id' | 'endpoint'> & { payload?: DeliveryDoc['payload'] | string },
): Promise<AttemptResult> => {
  const body =
    typeof delivery.payload === 'string' ? delivery.payload : JSON.stringify(delivery.payload)
  return postOnce({
    url: delivery.endpoint,
    body,
    headers: signatureHeaders(subscription.secret, String(delivery.id), body),
    timeoutMs: resolved.timeoutMs,
    maxResponseBytes: resolved.maxResponseBytes,
    allowPrivateNetworks: resolved.allowPrivateNetworks,
  })
}

/** The attempt number of a row's next attempt, and whether no retry follows it (see tasks/deliver.ts). */
export const nextAttempt = (
  resolved: ResolvedWebhooks,
  delivery: Pick<DeliveryDoc, 'status' | 'attempt'>,
  totalTried: number,
) => {
  // Counted on the row, so a run that found no row yet does not count as an attempt; final when
  // either this is attempt retries+1 or Payload will not run the job again.
  const attempt = delivery.status === 'pending' ? 1 : delivery.attempt + 1
  return { attempt, final: attempt > resolved.retries || totalTried >= resolved.retries }
}

/** A subscription that can no longer receive: deleted, or disabled. */
export const unreachable = (subscription: SubscriptionDoc | undefined): string | undefined =>
  !subscription
    ? 'Subscription deleted; nothing sent'
    : subscription.enabled === false
      ? 'Subscription disabled; nothing sent'
      : undefined

/*
 * The log is written by the server only, through the database adapter (as Payload's own jobs.queue
 * does): its rows have no hooks to run, and skipping the collection operation halves the cost of
 * each write, which every content write pays once per matching subscription.
 */
const insertDelivery = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  data: Partial<DeliveryDoc>,
) => {
  const now = new Date().toISOString()
  return (await req.payload.db.create({
    collection: resolved.slugs.deliveries,
    data: { ...data, createdAt: now, updatedAt: now },
    req,
  })) as unknown as DeliveryDoc
}

const updateDelivery = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  id: string | number,
  data: Partial<Omit<DeliveryDoc, 'id'>>,
): Promise<DeliveryDoc> =>
  (await req.payload.db.updateOne({
    collection: resolved.slugs.deliveries,
    id,
    data: { ...data, updatedAt: new Date().toISOString() },
    req,
  })) as unknown as DeliveryDoc

export const findDelivery = async (req: PayloadRequest, resolved: ResolvedWebhooks, id: string) =>
  ((await req.payload.db.findOne({
    collection: resolved.slugs.deliveries,
    where: { id: { equals: id } },
    req,
  })) ?? undefined) as DeliveryDoc | undefined

export const findSubscription = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  id: string,
) =>
  ((await req.payload.db.findOne({
    collection: resolved.slugs.subscriptions,
    where: { id: { equals: id } },
    req,
  })) ?? undefined) as SubscriptionDoc | undefined
