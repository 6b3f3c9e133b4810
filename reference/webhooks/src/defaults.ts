import type { DeliveryBackoff, DeliveryMode, WebhookOperation } from './types'

export const TASK_SLUG = 'webhooksDeliver'
export const DEFAULT_DELIVERIES_SLUG = 'webhook-deliveries'
export const DEFAULT_SUBSCRIPTIONS_SLUG = 'webhook-subscriptions'
export const DEFAULT_TIMEOUT_MS = 10_000
export const DEFAULT_RETRIES = 4
export const DEFAULT_QUEUE = 'default'
export const DEFAULT_BACKOFF: DeliveryBackoff = { type: 'exponential', delay: 1000 }
/** Characters of the receiver's reply kept in the log (spec Limits). */
export const RESPONSE_BODY_CHARS = 2000
/** Enough bytes for 2000 characters of 4-byte UTF-8, with room to spare. */
export const DEFAULT_MAX_RESPONSE_BYTES = 16_384
export const OPERATIONS: WebhookOperation[] = ['create', 'update', 'delete']
export const DELIVERY_MODES: DeliveryMode[] = ['auto', 'queue', 'inline']
export const EVENT_VERBS: Record<WebhookOperation, string> = { create: 'created', update: 'updated', delete: 'deleted' }
export const USER_AGENT = 'payload-plugin-suite-webhooks/1'
/** The jobs plugin of this suite announces itself here (config.custom). */
export const JOBS_PLUGIN_MARKER = 'payload-plugin-suite/jobs'
