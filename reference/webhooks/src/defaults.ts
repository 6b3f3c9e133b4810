import type { BatchHandlersKey, JobsPluginMarkerKey } from '@payload-plugin-suite/jobs'
import type * as Admin from './exports/admin'
import type * as Rsc from './exports/rsc'
import type { DeliveryBackoff, DeliveryMode, WebhookOperation } from './types'

/** Import-map paths of the admin components: a name the package's exports lack fails the type check. */
export const adminComponent = (name: keyof typeof Admin) =>
  `@payload-plugin-suite/webhooks/admin#${name}`
export const rscComponent = (name: keyof typeof Rsc) => `@payload-plugin-suite/webhooks/rsc#${name}`

export const TASK_SLUG = 'webhooksDeliver'
export const PRUNE_TASK_SLUG = 'webhooksPrune'
export const DEFAULT_PRUNE_BATCH = 500
export const DEFAULT_PRUNE_SCHEDULE = '17 * * * *'
export const DEFAULT_LOG_COUNT_ESTIMATE_ABOVE = 100_000
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
export const EVENT_VERBS: Record<WebhookOperation, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
}
export const USER_AGENT = 'payload-plugin-suite-webhooks/1'
/**
 * The suite's jobs plugin's keys in config.custom. Spelled here because that plugin is an optional peer
 * (imported type-only); typed by its protocol, so a rename there does not compile here.
 */
export const JOBS_PLUGIN_MARKER: JobsPluginMarkerKey = 'payload-plugin-suite/jobs'
export const BATCH_HANDLERS_KEY: BatchHandlersKey = 'payload-plugin-suite/jobs:batch-handlers'
/** Svix's default: a subscription failing for five days is disabled. */
export const DEFAULT_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000
export const DEFAULT_SUBSCRIPTION_CACHE_MS = 5000
/** lastSuccessAt is rewritten at most this often while a subscription is healthy (one write per success would double the drain's writes). */
export const SUCCESS_STAMP_INTERVAL_MS = 60_000
/** Longest Retry-After honoured; a longer one waits this long. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000
/** Deliveries one replay call sends again at most (a bigger window is refused: narrow it). */
export const MAX_REPLAY = 10_000
export const DEFAULT_CONCURRENCY = 10
/** Import-map path of the delivery log's self-refresh (rendered by PendingDeliveries, a server component). */
export const REFRESH_WHILE_PENDING = adminComponent('RefreshWhilePending')
