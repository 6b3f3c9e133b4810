import type { Payload, PayloadRequest, SanitizedConfig } from 'payload'
import type { DeliveryDoc, ResolvedWebhooks, SubscriptionDoc, WebhookBody } from '../types'
import { JOBS_PLUGIN_MARKER, TASK_SLUG } from '../defaults'
import { postOnce, type AttemptResult } from './http'
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
 * Writes the pending row, then delivers through the mode in force: queue enqueues the task (the
 * row carries its job id), inline makes the one attempt now.
 */
export const startDelivery = async ({ req, resolved, event, subscription, body }: NewDelivery): Promise<DeliveryDoc> => {
  const { payload } = req
  const row = (await payload.create({
    collection: resolved.slugs.deliveries,
    data: { status: 'pending', event, endpoint: subscription.url, subscriptionId: String(subscription.id), attempt: 1 },
    depth: 0,
    overrideAccess: true,
    req,
  })) as unknown as DeliveryDoc
  const deliveryId = String(row.id)
  if (effectiveMode(payload, resolved) === 'queue') {
    const job = await payload.jobs.queue({ task: TASK_SLUG, input: { deliveryId }, queue: resolved.queue, req })
    return updateDelivery(req, resolved, row.id, { payload: body(deliveryId), jobId: String(job.id) })
  }
  const withBody = await updateDelivery(req, resolved, row.id, { payload: body(deliveryId) })
  return (await attemptDelivery({ req, resolved, delivery: withBody, attempt: 1, final: true })).delivery
}

/** A row that is dead from the start: nothing is sent (redelivery to a disabled/deleted subscription). */
export const recordDeadDelivery = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  data: Pick<DeliveryDoc, 'event' | 'endpoint' | 'subscriptionId' | 'payload' | 'error'>,
): Promise<DeliveryDoc> =>
  (await req.payload.create({
    collection: resolved.slugs.deliveries,
    data: { ...data, status: 'dead', attempt: 1 },
    depth: 0,
    overrideAccess: true,
    req,
  })) as unknown as DeliveryDoc

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

export const findDelivery = async (req: PayloadRequest, resolved: ResolvedWebhooks, id: string | number) => {
  const { docs } = await req.payload.find({
    collection: resolved.slugs.deliveries,
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] as unknown as DeliveryDoc | undefined
}

export const findSubscription = async (req: PayloadRequest, resolved: ResolvedWebhooks, id: string) => {
  const { docs } = await req.payload.find({
    collection: resolved.slugs.subscriptions,
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] as unknown as SubscriptionDoc | undefined
}

const updateDelivery = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  id: string | number,
  data: Partial<Omit<DeliveryDoc, 'id'>>,
): Promise<DeliveryDoc> =>
  (await req.payload.update({
    collection: resolved.slugs.deliveries,
    id,
    data,
    depth: 0,
    overrideAccess: true,
    req,
  })) as unknown as DeliveryDoc
