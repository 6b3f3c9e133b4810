import type { Endpoint } from 'payload'
import { APIError } from 'payload'
import { findSubscription, startDelivery } from '../delivery/dispatch'
import { notFound } from '../errors'
import { webhooksT } from '../i18n'
import type { ResolvedWebhooks, WebhookBody } from '../types'
import { documentAction } from './documentAction'
import { subscriptionIdParam } from './subscriptionId'

/** The event name of a test delivery (no collection emits it). */
export const TEST_EVENT = 'webhook.test'

/**
 * POST /api/<subscriptions>/:id/test → 202 `{ id, status }`: one `webhook.test` delivery to the
 * subscription through the mode in force, logged like any other (so its row shows what the receiver
 * answered). A disabled subscription is refused (409): it would not receive real events either.
 */
export const testEventEndpoint = (resolved: ResolvedWebhooks): Endpoint =>
  documentAction('test', async (req) => {
    // An id that cannot name a subscription is a missing one: the same 404 as an unknown id.
    const id = subscriptionIdParam(req, resolved)
    const subscription = id ? await findSubscription(req, resolved, id) : null
    if (!subscription) throw notFound(req, 'subscriptionNotFound', req.routeParams?.id)
    if (subscription.enabled === false)
      throw new APIError(webhooksT(req.t)('subscriptionDisabled'), 409)
    const occurredAt = new Date().toISOString()
    const delivery = await startDelivery(req, resolved, {
      event: TEST_EVENT,
      subscription,
      body: (deliveryId): WebhookBody => ({
        id: deliveryId,
        event: TEST_EVENT,
        collection: resolved.slugs.subscriptions,
        operation: 'update',
        occurredAt,
        data: {
          test: true,
          subscription: subscription.id,
          message: 'A test event sent from the Payload admin.',
        },
      }),
    })
    return Response.json({ id: delivery.id, status: delivery.status }, { status: 202 })
  })
