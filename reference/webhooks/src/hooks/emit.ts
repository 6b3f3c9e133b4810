import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import type { ResolvedWebhooks, SubscriptionDoc, WebhookBody, WebhookOperation } from '../types'
import { EVENT_VERBS } from '../defaults'
import { startDelivery } from '../delivery/dispatch'

interface EmitArgs {
  req: PayloadRequest
  resolved: ResolvedWebhooks
  collection: string
  operation: WebhookOperation
  doc: Record<string, unknown>
  previousDoc?: Record<string, unknown>
}

/** One delivery per enabled subscription that lists the collection and the operation, in order. */
const emit = async ({ req, resolved, collection, operation, doc, previousDoc }: EmitArgs) => {
  if (!resolved.collections[collection]?.includes(operation)) return
  // Adapter-level read (no access or afterRead work): this runs on every write of the collection.
  const { docs } = await req.payload.db.find({
    collection: resolved.slugs.subscriptions,
    where: {
      and: [
        { enabled: { equals: true } },
        { collections: { in: [collection] } },
        { events: { in: [operation] } },
      ],
    },
    limit: 0,
    pagination: false,
    sort: 'createdAt',
    req,
  })
  const event = `${collection}.${EVENT_VERBS[operation]}`
  const occurredAt = new Date().toISOString()
  // Sequential on purpose: inline mode blocks the write and delivers one subscription at a time.
  for (const subscription of docs as unknown as SubscriptionDoc[]) {
    const transform = subscription.transform ? resolved.transforms[subscription.transform] : undefined
    const data = transform ? await transform({ collection, operation, event, doc, previousDoc, req }) : doc
    const withPrevious = operation === 'update' && subscription.includePreviousData
    await startDelivery({
      req,
      resolved,
      event,
      subscription,
      body: (id): WebhookBody => ({
        id,
        event,
        collection,
        operation,
        occurredAt,
        data: data ?? null,
        ...(withPrevious ? { previousData: previousDoc ?? null } : {}),
      }),
    })
  }
}

export const afterChangeHook =
  (resolved: ResolvedWebhooks, collection: string): CollectionAfterChangeHook =>
  async ({ doc, previousDoc, operation, req }) => {
    await emit({ req, resolved, collection, operation, doc, previousDoc })
    return doc
  }

export const afterDeleteHook =
  (resolved: ResolvedWebhooks, collection: string): CollectionAfterDeleteHook =>
  async ({ doc, req }) => {
    await emit({ req, resolved, collection, operation: 'delete', doc })
  }
