import { getCurrentDate, type PayloadRequest } from 'payload'
import type { ResolvedWebhooks, SubscriptionDoc } from '../types'
import { SUCCESS_STAMP_INTERVAL_MS } from '../defaults'
import type { AttemptResult } from './http'
import { invalidateSubscriptions } from './subscriptions'

const DAY_MS = 24 * 60 * 60 * 1000

const describeSpan = (ms: number) => (ms >= DAY_MS ? `${Math.round((ms / DAY_MS) * 10) / 10} days` : `${Math.round(ms / 60_000)} minutes`)

/**
 * Keeps the subscription's health fields after an attempt and disables it when the endpoint is gone
 * (410) or has failed without a success for health.disableAfterMs. Times come from Payload's job
 * clock (getCurrentDate), the one retries and backoff use. A healthy subscription is rewritten at
 * most once per SUCCESS_STAMP_INTERVAL_MS, so a success usually costs no write here.
 */
export const recordHealth = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  subscription: SubscriptionDoc,
  result: AttemptResult,
  /** Failed attempts this result stands for (a batch's failures since its last success). */
  failures = 1,
) => {
  const now = getCurrentDate()
  if (result.ok) {
    const healthy = !subscription.failureStreak && !subscription.failingSince
    const stamped = subscription.lastSuccessAt ? now.getTime() - new Date(subscription.lastSuccessAt).getTime() : Infinity
    if (healthy && stamped < SUCCESS_STAMP_INTERVAL_MS) return
    await updateSubscription(req, resolved, subscription, { lastSuccessAt: now.toISOString(), failingSince: null, failureStreak: 0 })
    return
  }
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
  if (!reason || subscription.enabled === false) return updateSubscription(req, resolved, subscription, failure)
  const disabled = await updateSubscription(req, resolved, subscription, { ...failure, enabled: false, disabledAt: now.toISOString(), disabledReason: reason })
  req.payload.logger.warn(`webhooks: subscription ${subscription.id} (${subscription.url}) disabled: ${reason}`)
  await resolved.health.onDisable?.({ subscription: disabled, reason, req })
}

/** Adapter-level write (no hooks: the collection's hooks keep health fields away from callers). */
const updateSubscription = async (req: PayloadRequest, resolved: ResolvedWebhooks, subscription: SubscriptionDoc, data: Partial<SubscriptionDoc>) => {
  const updated = (await req.payload.db.updateOne({
    collection: resolved.slugs.subscriptions,
    id: subscription.id,
    data: { ...data, updatedAt: new Date().toISOString() },
    req,
  })) as unknown as SubscriptionDoc
  if ('enabled' in data) invalidateSubscriptions(req.payload)
  return updated
}
