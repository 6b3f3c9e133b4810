import type { Payload, PayloadRequest } from 'payload'
import type { ResolvedWebhooks, SubscriptionDoc, WebhookOperation } from '../types'

interface Cached {
  expiresAt: number
  docs: Promise<SubscriptionDoc[]>
}

// Per Payload instance: one process may run several (tests, multi-tenant servers).
const caches = new WeakMap<Payload, Cached>()

/** Drops the cached subscriptions of this process (the subscriptions collection's hooks call it). */
export const invalidateSubscriptions = (payload: Payload) => caches.delete(payload)

/**
 * Enabled subscriptions for a collection and operation, oldest first. Every write of a webhook
 * collection asks, so the enabled set is read once per subscriptionCacheMs and filtered in memory.
 * The read runs outside the caller's transaction: what is cached must be committed.
 */
export const matchingSubscriptions = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  collection: string,
  operation: WebhookOperation,
): Promise<SubscriptionDoc[]> => {
  const { payload } = req
  let cached = caches.get(payload)
  if (!cached || cached.expiresAt <= performance.now()) {
    const docs = payload.db
      .find({
        collection: resolved.slugs.subscriptions,
        where: { enabled: { equals: true } },
        limit: 0,
        pagination: false,
        sort: 'createdAt',
        req: {},
      })
      .then(({ docs }) => docs as unknown as SubscriptionDoc[])
    cached = { expiresAt: performance.now() + resolved.subscriptionCacheMs, docs }
    caches.set(payload, cached)
    // A failed read is not kept.
    docs.catch(() => caches.get(payload) === cached && caches.delete(payload))
  }
  return (await cached.docs).filter(
    (subscription) => subscription.collections?.includes(collection) && subscription.events?.includes(operation),
  )
}
