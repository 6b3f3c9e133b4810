import type { Endpoint } from 'payload'
import { APIError } from 'payload'
import { findDelivery, redeliver } from '../delivery/dispatch'
import { DELIVERY_ID_PATTERN } from '../delivery/id'
import { notFound, quoted } from '../errors'
import { webhooksT } from '../i18n'
import type { ResolvedWebhooks } from '../types'
import { documentAction } from './documentAction'

/**
 * POST /api/<deliveries>/:id/redeliver → 202 `{ id, status }` where id is the new delivery's id.
 * The new row replays the original body to the subscription's current URL through the mode in
 * force; a disabled or deleted subscription gets a dead row and nothing is sent.
 */
export const redeliverEndpoint = (resolved: ResolvedWebhooks): Endpoint =>
  documentAction('redeliver', async (req) => {
    const t = webhooksT(req.t)
    const id = String(req.routeParams?.id ?? '')
    if (!DELIVERY_ID_PATTERN.test(id))
      throw new APIError(t('invalidDeliveryId', { id: quoted(id) }), 400)
    const original = await findDelivery(req, resolved, id)
    if (!original) throw notFound(req, 'deliveryNotFound', id)
    if (!original.payload) throw new APIError(t('noBodyToReplay', { id }), 409)
    const delivery = await redeliver(req, resolved, original)
    return Response.json({ id: delivery.id, status: delivery.status }, { status: 202 })
  })
