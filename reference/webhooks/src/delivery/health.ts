import { getCurrentDate, type Payload, type PayloadRequest } from 'payload'
import { SUCCESS_STAMP_INTERVAL_MS } from '../defaults'
import type { ResolvedWebhooks, SubscriptionDoc } from '../types'
import type { AttemptResult } from './http'
import { invalidateSubscriptions } from './subscriptions'

const DAY_MS = 24 * 60 * 60 * 1000

const describeSpan = (ms: number) =>
  ms >= DAY_MS
    ? `${Math.round((ms / DAY_MS) * 10) / 10} days`
    : `${Math.round(ms / 60_000)} minutes`

// When this process last stamped a subscription's success, per Payload instance: batches that read the
// subscription before that stamp landed would otherwise each read it again to find it stamped.
const stamps = new WeakMap<Payload, Map<string, number>>()
const stampsOf = (payload: Payload) => {
  let stamped = stamps.get(payload)
  if (!stamped) stamps.set(payload, (stamped = new Map()))
  return stamped
}

/** Healthy and stamped recently (as read, or by this process since): a success needs no write. */
const needsNoWrite = (payload: Payload, subscription: SubscriptionDoc, now: Date) => {
  if (subscription.failureStreak || subscription.failingSince) return false
  const read = subscription.lastSuccessAt
    ? new Date(subscription.lastSuccessAt).getTime()
    : -Infinity
  const stamped = Math.max(read, stampsOf(payload).get(String(subscription.id)) ?? -Infinity)
  return now.getTime() - stamped < SUCCESS_STAMP_INTERVAL_MS
}

// Health updates under way, per Payload instance and subscription (see recordHealth).
const turns = new WeakMap<Payload, Map<string, Promise<unknown>>>()

/** Runs `update` after the updates already queued for this subscription in this process. */
const inTurn = <T>(payload: Payload, id: string, update: () => Promise<T>): Promise<T> => {
  let queued = turns.get(payload)
  if (!queued) turns.set(payload, (queued = new Map()))
  const turn = (queued.get(id) ?? Promise.resolve()).then(update)
  const settled = turn.catch(() => undefined)
  queued.set(id, settled)
  void settled.then(() => queued.get(id) === settled && queued.delete(id))
  return turn
}

/**
 * Keeps the subscription's health fields after an attempt and disables it when the endpoint is gone
 * (410) or has failed without a success for health.disableAfterMs. Times come from Payload's job
 * clock (getCurrentDate), the one retries and backoff use. A healthy subscription is rewritten at
 * most once per SUCCESS_STAMP_INTERVAL_MS, so a success usually costs no read or write here. Updates
 * of one subscription run one at a time in the process, each from the subscription as stored then:
 * runs finishing together (the two halves of a queue-run call, a worker and a queue-run call) would
 * otherwise each write over the other's failure streak.
 */
export const recordHealth = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  /** The subscription as the attempt read it. */
  seen: SubscriptionDoc,
  result: AttemptResult,
  /** Failed attempts this result stands for (a batch's failures since its last success). */
  failures = 1,
) => {
  const id = String(seen.id)
  if (result.ok && needsNoWrite(req.payload, seen, getCurrentDate())) return
  await inTurn(req.payload, id, async () => {
    const subscription = await req.payload.db.findOne<SubscriptionDoc>({
      collection: resolved.slugs.subscriptions,
      where: { id: { equals: seen.id } },
      req,
    })
    // Deleted since the attempt: nothing to keep.
    if (!subscription) return
    const now = getCurrentDate()
    if (result.ok) {
      if (needsNoWrite(req.payload, subscription, now)) return
      await updateSubscription(req, resolved, subscription, {
        lastSuccessAt: now.toISOString(),
        failingSince: null,
        failureStreak: 0,
      })
      stampsOf(req.payload).set(id, now.getTime())
      return
    }
    stampsOf(req.payload).delete(id)
    const failingSince = subscription.failingSince ?? now.toISOString()
    const failingFor = now.getTime() - new Date(failingSince).getTime()
    const reason =
      result.responseStatus === 410
        ? 'The endpoint answered 410 Gone.'
        : failingFor >= resolved.health.disableAfterMs
          ? `Every delivery failed for ${describeSpan(failingFor)} (since ${failingSince}); last error: ${result.error}.`
          : undefined
    const failure = {
      lastFailureAt: now.toISOString(),
      lastError: result.error,
      failingSince,
      failureStreak: (subscription.failureStreak ?? 0) + failures,
    }
    if (!reason || subscription.enabled === false)
      return void (await updateSubscription(req, resolved, subscription, failure))
    const disabling = {
      ...failure,
      enabled: false,
      disabledAt: now.toISOString(),
      disabledReason: reason,
    }
    const disabled = await updateSubscription(req, resolved, subscription, disabling)
    req.payload.logger.warn(
      `webhooks: subscription ${subscription.id} (${subscription.url}) disabled: ${reason}`,
    )
    await resolved.health.onDisable?.({ subscription: disabled, reason, req })
  })
}

/** Adapter-level write (no hooks: the collection's hooks keep health fields away from callers). */
const updateSubscription = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  subscription: SubscriptionDoc,
  data: Partial<SubscriptionDoc>,
) => {
  const updated = (await req.payload.db.updateOne({
    collection: resolved.slugs.subscriptions,
    id: subscription.id,
    data: { ...data, updatedAt: new Date().toISOString() },
    req,
  })) as unknown as SubscriptionDoc
  if ('enabled' in data) invalidateSubscriptions(req.payload)
  return updated
}
