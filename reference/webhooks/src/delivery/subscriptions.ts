import type { Payload, PayloadRequest } from 'payload'
import type { ResolvedWebhooks, SubscriptionDoc, WebhookOperation } from '../types'

interface Cached {
  expiresAt: number
  docs: Promise<SubscriptionDoc[]>
  /** Set once `docs` has resolved. */
  loaded?: SubscriptionDoc[]
}

// Per Payload instance: one process may run several (tests, multi-tenant servers).
const caches = new WeakMap<Payload, Cached>()

/** Drops the cached subscriptions of this process (the subscriptions collection's hooks call it). */
export const invalidateSubscriptions = (payload: Payload) => caches.delete(payload)

const readEnabled = async (
  payload: Payload,
  resolved: ResolvedWebhooks,
  req: Partial<PayloadRequest>,
): Promise<SubscriptionDoc[]> =>
  (
    await payload.db.find({
      collection: resolved.slugs.subscriptions,
      where: { enabled: { equals: true } },
      limit: 0,
      pagination: false,
      sort: 'createdAt',
      req,
    })
  ).docs as unknown as SubscriptionDoc[]

/** The cache, refreshed when it has expired: read outside any transaction, since what is cached must be committed. */
const cacheOf = (payload: Payload, resolved: ResolvedWebhooks): Cached => {
  const cached = caches.get(payload)
  if (cached && cached.expiresAt > performance.now()) return cached
  const refreshed: Cached = {
    expiresAt: performance.now() + resolved.subscriptionCacheMs,
    docs: readEnabled(payload, resolved, {}),
  }
  caches.set(payload, refreshed)
  refreshed.docs.then(
    (docs) => void (refreshed.loaded = docs),
    // A failed read is not kept.
    () => caches.get(payload) === refreshed && caches.delete(payload),
  )
  return refreshed
}

/**
 * Enabled subscriptions for a collection and operation, oldest first. Every write of a webhook
 * collection asks, so the enabled set is read once per subscriptionCacheMs and filtered in memory.
 * A write in a transaction never waits for the cache to load: its transaction holds a pooled
 * connection, and once every connection is held so, a read needing another would wait forever. It
 * reads in its own transaction instead while the cache loads.
 */
export const matchingSubscriptions = async (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
  collection: string,
  operation: WebhookOperation,
): Promise<SubscriptionDoc[]> => {
  const matching = (docs: SubscriptionDoc[]) =>
    docs.filter(
      (subscription) =>
        subscription.collections?.includes(collection) && subscription.events?.includes(operation),
    )
  // No cache: every write reads, with its own request.
  if (!resolved.subscriptionCacheMs) return matching(await readEnabled(req.payload, resolved, req))
  const cached = cacheOf(req.payload, resolved)
  const inTransaction = (await req.transactionID) !== undefined
  return matching(
    cached.loaded ??
      (inTransaction ? await readEnabled(req.payload, resolved, req) : await cached.docs),
  )
}
