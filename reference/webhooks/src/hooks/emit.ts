import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { EVENT_VERBS } from '../defaults'
import { type NewDelivery, startDeliveries } from '../delivery/dispatch'
import { matchingSubscriptions } from '../delivery/subscriptions'
import type { ResolvedWebhooks, WebhookBody, WebhookOperation } from '../types'

interface EmitArgs {
  req: PayloadRequest
  resolved: ResolvedWebhooks
  collection: string
  operation: WebhookOperation
  doc: Record<string, unknown>
  previousDoc?: Record<string, unknown>
}

/**
 * One delivery per enabled subscription that lists the collection and the operation, in order, all
 * written together (see startDeliveries).
 */
const emit = async ({ req, resolved, collection, operation, doc, previousDoc }: EmitArgs) => {
  if (!resolved.collections[collection]?.includes(operation)) return
  const subscriptions = await matchingSubscriptions(req, resolved, collection, operation)
  if (!subscriptions.length) return
  const event = `${collection}.${EVENT_VERBS[operation]}`
  const occurredAt = new Date().toISOString()
  const deliveries: NewDelivery[] = []
  for (const subscription of subscriptions) {
    const transform = subscription.transform
      ? resolved.transforms[subscription.transform]
      : undefined
    const data = transform
      ? await transform({ collection, operation, event, doc, previousDoc, req })
      : doc
    const withPrevious = operation === 'update' && subscription.includePreviousData
    deliveries.push({
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
  await startDeliveries(req, resolved, deliveries)
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
