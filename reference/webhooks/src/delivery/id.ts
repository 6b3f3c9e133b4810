import { randomBytes } from 'node:crypto'

let lastTime = 0
let sequence = 0

/**
 * Delivery ids are made by the plugin, not the database: the body (and `webhook-id`) carry the id,
 * so a known id lets the row be written once, with its body, instead of insert-then-update.
 * Time-ordered (sortable like creation order) and unguessable: `whd_` + time + sequence + random.
 */
export const newDeliveryId = (): string => {
  const now = Date.now()
  sequence = now === lastTime ? sequence + 1 : 0
  lastTime = now
  return `whd_${now.toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${randomBytes(8).toString('hex')}`
}

export const DELIVERY_ID_PATTERN = /^whd_[0-9a-z]{13}[0-9a-f]{16}$/
