import type { PayloadRequest } from 'payload'
import { isUuid, keysByUuid } from '../../../shared/ids'
import type { ResolvedWebhooks } from '../types'

/**
 * The `:id` route param when it can name a subscription, else null: a non-numeric id on a
 * number-keyed database, or one not a UUID on a UUID-keyed one, would reach the adapter as a cast
 * error (a 500), not as "no such row".
 */
export const subscriptionIdParam = (
  req: PayloadRequest,
  resolved: ResolvedWebhooks,
): string | null => {
  const id = String(req.routeParams?.id ?? '')
  const customIDType = req.payload.collections[resolved.slugs.subscriptions]?.customIDType
  const idType = customIDType ?? req.payload.db.defaultIDType
  if (idType === 'number') return /^[1-9][0-9]{0,15}$/.test(id) ? id : null
  if (!customIDType && keysByUuid(req.payload.db)) return isUuid(id) ? id : null
  return /^[0-9a-zA-Z_-]{1,64}$/.test(id) ? id : null
}
