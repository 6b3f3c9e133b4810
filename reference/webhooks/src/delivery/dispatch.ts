import type { Payload, PayloadRequest, SanitizedConfig } from 'payload'
import type { DeliveryDoc, ResolvedWebhooks, SubscriptionDoc, WebhookBody } from '../types'
import { JOBS_PLUGIN_MARKER, TASK_SLUG } from '../defaults'
import { postOnce, type AttemptResult } from './http'
import { newDeliveryId } from './id'
import { signatureHeaders } from './sign'

/**
 * A runner is likely when Payload's autoRun covers the queue or this suite's jobs plugin is
 * installed. Read from the running config, so plugin order does not matter.
 */
export const runnerDetected = (config: SanitizedConfig, queue: string): boolean => {
  const marker = (config.custom as Record<string, { installed?: boolean } | undefined> | undefined)?.[JOBS_PLUGIN_MARKER]
  if (marker?.installed) return true
  const autoRun = config.jobs?.autoRun
  if (typeof autoRun === 'function') return true
  return Array.isArray(autoRun) && autoRun.some((entry) => entry.allQueues || (entry.queue ?? 'default') === queue)
}

export const effectiveMode = (payload: Payload, resolved: ResolvedWebhooks): 'queue' | 'inline' =>
  resolved.mode === 'auto' ? (runnerDetected(payload.config, resolved.queue) ? 'queue' : 'inline') : resolved.mode

interface NewDelivery {
  req: PayloadRequest
  resolved: ResolvedWebhooks
  event: string
  subscription: SubscriptionDoc
  /** The body for the row's id (a fresh event), or the original body (a redelivery). */
  body: (deliveryId: string) => WebhookBody
}

/**
 * Writes the pending row (with its body), then delivers through the mode in force: queue enqueues
 * the task first so the row is written once, with its job id; inline makes the one attempt now.
 */
export const startDelivery = async ({ req, resolved, event, subscription, body }: NewDelivery): Promise<DeliveryDoc> => {
  const id = newDeliveryId()
  const row = { id, status: 'pending' as const, event, endpoint: subscription.url, subscriptionId: String(subscription.id), attempt: 1 }
  if (effectiveMode(req.payload, resolved) === 'queue') {
    const job = await req.payload.jobs.queue({ task: TASK_SLUG, input: { deliveryId: id }, queue: resolved.queue, req })
    return insertDelivery(req, resolved, { ...row, payload: body(id), jobId: String(job.id) })
  }
  const pending = await insertDelivery(req, resolved, { ...row, payload: body(id) })
  return (await attemptDelivery({ req, resolved, delivery: pending, attempt: 1, final: true })).delivery
}

/** A row that is dead from the start: nothing is sent (redelivery to a disabled/deleted subscription). */
export const recordDeadDelivery = (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  data: Pick<DeliveryDoc, 'event' | 'endpoint' | 'subscriptionId' | 'payload' | 'error'>,
): Promise<DeliveryDoc> => insertDelivery(req, resolved, { ...data, id: newDeliveryId(), status: 'dead', attempt: 1 })

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
export const attemptDelivery = async ({ req, resolved, delivery, attempt, final }: Attempt): Promise<AttemptOutcome> => {
  const subscription = await findSubscription(req, resolved, delivery.subscriptionId)
  if (!subscription || subscription.enabled === false) {
    const error = subscription ? 'Subscription disabled; nothing sent' : 'Subscription deleted; nothing sent'
    const result: AttemptResult = { ok: false, responseStatus: null, responseBody: null, error, durationMs: 0 }
    const updated = await updateDelivery(req, resolved, delivery.id, { status: 'dead', attempt, ...result, durationMs: null })
    return { delivery: updated, result, retryable: false }
  }
  // Serialized from the stored value, so every attempt sends the same bytes the log shows.
  const body = JSON.stringify(delivery.payload)
  const result = await postOnce({
    url: delivery.endpoint,
    body,
    headers: signatureHeaders(subscription.secret, String(delivery.id), body),
    timeoutMs: resolved.timeoutMs,
    maxResponseBytes: resolved.maxResponseBytes,
    allowPrivateNetworks: resolved.allowPrivateNetworks,
  })
  const status = result.ok ? 'success' : final ? 'dead' : 'failed'
  const updated = await updateDelivery(req, resolved, delivery.id, { status, attempt, ...result })
  return { delivery: updated, result, retryable: !result.ok }
}

/*
 * The log is written by the server only, through the database adapter (as Payload's own jobs.queue
 * does): its rows have no hooks to run, and skipping the collection operation halves the cost of
 * each write, which every content write pays once per matching subscription.
 */
const insertDelivery = async (req: PayloadRequest, resolved: ResolvedWebhooks, data: Partial<DeliveryDoc>) => {
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
  ((await req.payload.db.findOne({ collection: resolved.slugs.deliveries, where: { id: { equals: id } }, req })) ??
    undefined) as DeliveryDoc | undefined

export const findSubscription = async (req: PayloadRequest, resolved: ResolvedWebhooks, id: string) =>
  ((await req.payload.db.findOne({ collection: resolved.slugs.subscriptions, where: { id: { equals: id } }, req })) ??
    undefined) as SubscriptionDoc | undefined
