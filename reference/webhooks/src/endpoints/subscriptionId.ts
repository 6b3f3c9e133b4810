import type { PayloadRequest } from 'payload'
import type { ResolvedWebhooks } from '../types'

/**
 * The `:id` route param when it can name a subscription, else null: a non-numeric id on a
 * number-keyed database would reach the adapter as a cast error (a 500), not as "no such row".
 */
export const subscriptionIdParam = (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
): string | null => {
  const id = String(req.routeParams?.id ?? '')
  const idType =
    req.payload.collections[resolved.slugs.subscriptions]?.customIDType ??
    req.payload.db.defaultIDType
  const pattern = idType === 'number' ? /^[1-9][0-9]{0,15}$/ : /^[0-9a-zA-Z_-]{1,64}$/
  return pattern.test(id) ? id : null
}
