import type { CollectionConfig, Field, Payload, PayloadRequest, TypeWithID } from 'payload'

export type DeliveryMode = 'auto' | 'queue' | 'inline'

/** Payload's task retry backoff (see RetryConfig.backoff). */
export interface DeliveryBackoff {
  type: 'fixed' | 'exponential'
  /** Base delay in milliseconds. */
  delay: number
}

export interface DeliveryOptions {
  /**
   * 'queue' delivers through Payload's jobs, 'inline' during the write; 'auto' queues when a job
   * runner is likely.
   * @default 'auto'
   */
  mode?: DeliveryMode
  /**
   * Each attempt aborts after this many milliseconds.
   * @default 10000
   */
  timeoutMs?: number
  /**
   * Queue mode: attempts beyond the first.
   * @default 4
   */
  retries?: number
  /**
   * Queue mode: the jobs queue the `webhooksDeliver` task runs on.
   * @default 'default'
   */
  queue?: string
  /**
   * Queue mode: wait between attempts, through Payload's task retries.
   * @default { type: 'exponential', delay: 1000 }
   */
  backoff?: DeliveryBackoff
  /**
   * Queue mode, when the suite's jobs plugin runs deliveries in batches: requests in flight at once
   * per endpoint URL.
   * @default 10
   */
  concurrency?: number
}

export type WebhookOperation = 'create' | 'update' | 'delete'

export interface TransformArgs {
  collection: string
  operation: WebhookOperation
  event: string
  doc: Record<string, unknown>
  previousDoc?: Record<string, unknown>
  req: PayloadRequest
}

/** Returns what the receiver gets as `data` instead of the document. */
export type WebhookTransform = (args: TransformArgs) => unknown

export interface CollectionWebhookOptions {
  /**
   * Operations that emit events for this collection.
   * @default ['create', 'update', 'delete']
   */
  operations?: WebhookOperation[]
}

export interface DisabledArgs {
  subscription: SubscriptionDoc
  /** The reason stored on the subscription (disabledReason). */
  reason: string
  req: PayloadRequest
}

export interface HealthOptions {
  /**
   * A subscription whose deliveries have failed continuously for this long (no success since its
   * first failure) is disabled, with the reason stored on it.
   * @default 432000000 (5 days)
   */
  disableAfterMs?: number
  /**
   * Called once each time the plugin disables a subscription (410 Gone, or failing for
   * disableAfterMs); a warning is logged either way.
   * @default undefined
   */
  onDisable?: (args: DisabledArgs) => void | Promise<void>
}

export interface RetentionOptions {
  /**
   * Delivery rows that succeeded are deleted once they are older than this many milliseconds.
   * @default undefined (kept)
   */
  successMs?: number
  /**
   * Failed and dead rows are deleted once they are older than this many milliseconds (keep them
   * longer than successes: they are what an operator investigates). Pending rows are never deleted.
   * @default undefined (kept)
   */
  failureMs?: number
  /**
   * Rows deleted per statement; one run deletes at most 20 batches per rule, so no run holds locks
   * for long and a backlog drains over a few runs.
   * @default 500
   */
  batchSize?: number
  /**
   * When Payload's scheduler queues the `webhooksPrune` task (a cron on the delivery queue); your
   * job runner (or `autoRun`) runs it.
   * @default '17 * * * *' (hourly)
   */
  schedule?: string
}

/** Receives the plugin's fields of a collection and returns the collection's final field array. */
export type FieldsOverride = (args: { defaultFields: Field[] }) => Field[]

/** A project's override of a plugin-managed collection: a fields seam plus any collection key. */
export type CollectionOverride = { fields?: FieldsOverride } & Partial<
  Omit<CollectionConfig, 'fields'>
>

export interface WebhooksOptions {
  /** Collections that emit events: `{ posts: true }`. Required. */
  collections: Record<string, true | CollectionWebhookOptions>
  /**
   * A mode, or the delivery settings.
   * @default 'auto'
   */
  delivery?: DeliveryMode | DeliveryOptions
  /**
   * Transforms a subscription can pick by name; the name is stored on the subscription.
   * @default {}
   */
  transforms?: Record<string, WebhookTransform>
  /**
   * Deliver to loopback, private, link-local and metadata addresses (SSRF guard off). Turn on for
   * local development and test hosts only.
   * @default false
   */
  allowPrivateNetworks?: boolean
  /**
   * Endpoint health: automatic disabling of failing subscriptions.
   * @default { disableAfterMs: 432000000 }
   */
  health?: HealthOptions
  /**
   * How long a process keeps the enabled subscriptions in memory. A change made through Payload in
   * this process clears it at once; other processes see it after at most this long.
   * @default 5000
   */
  subscriptionCacheMs?: number
  /**
   * Bytes read from a receiver's reply before the socket is dropped.
   * @default 16384
   */
  maxResponseBytes?: number
  /**
   * On Postgres, past this many rows an unfiltered count of the delivery log (the admin list's
   * "1-10 of n", or `payload.count` without `where`) is Postgres' row estimate instead of a count of
   * every row; filtered counts stay exact; `false` always counts.
   * @default 100000
   */
  logCountEstimateAbove?: number | false
  /**
   * Deletes old rows of the delivery log in small batches, through a scheduled task; without it the
   * log keeps every row.
   * @default undefined (nothing is deleted)
   */
  retention?: RetentionOptions
  /** @default { deliveries: 'webhook-deliveries', subscriptions: 'webhook-subscriptions' } */
  slugs?: {
    /** @default 'webhook-deliveries' */
    deliveries?: string
    /** @default 'webhook-subscriptions' */
    subscriptions?: string
  }
  /** @default {} */
  overrides?: {
    /**
     * The project's changes to the subscriptions collection (e.g. narrower `access`), as Payload's
     * official plugins take them: keys replace the plugin's, `access` and `admin` per key; hooks and
     * endpoints are added after the plugin's; the slug stays `slugs.subscriptions`.
     * @default undefined (the collection as built)
     */
    subscriptions?: CollectionOverride
  }
  /**
   * true returns the config unchanged.
   * @default false
   */
  disabled?: boolean
}

export type DeliveryStatus = 'pending' | 'success' | 'failed' | 'dead'

/** The JSON body POSTed to a receiver. */
export interface WebhookBody {
  id: string
  event: string
  collection: string
  operation: WebhookOperation
  occurredAt: string
  data: unknown
  previousData?: unknown
}

export interface DeliveryDoc extends TypeWithID {
  status: DeliveryStatus
  event: string
  endpoint: string
  subscriptionId: string
  attempt: number
  responseStatus?: number | null
  responseBody?: string | null
  error?: string | null
  durationMs?: number | null
  jobId?: string | null
  payload?: WebhookBody | null
  createdAt: string
  updatedAt: string
}

export interface SubscriptionDoc extends TypeWithID {
  url: string
  collections?: string[] | null
  events?: WebhookOperation[] | null
  enabled?: boolean | null
  secret: string
  includePreviousData?: boolean | null
  transform?: string | null
  /** Health, written by the plugin only (read-only to callers; cleared when re-enabled). */
  lastSuccessAt?: string | null
  lastFailureAt?: string | null
  /** Start of the current run of failures; null after a success. */
  failingSince?: string | null
  /** Failed attempts since the last success. */
  failureStreak?: number | null
  /** The last failure's error, e.g. `HTTP 503`. */
  lastError?: string | null
  /** Set when the plugin disabled the subscription (410 Gone or failing too long). */
  disabledAt?: string | null
  disabledReason?: string | null
  createdAt?: string
}

/** Options after defaults, shared by hooks, endpoints and the task. */
export interface ResolvedWebhooks {
  collections: Record<string, WebhookOperation[]>
  mode: DeliveryMode
  timeoutMs: number
  retries: number
  queue: string
  backoff: DeliveryBackoff
  concurrency: number
  transforms: Record<string, WebhookTransform>
  allowPrivateNetworks: boolean
  maxResponseBytes: number
  health: { disableAfterMs: number; onDisable?: HealthOptions['onDisable'] }
  subscriptionCacheMs: number
  logCountEstimateAbove: number | false
  retention?: { successMs?: number; failureMs?: number; batchSize: number; schedule: string }
  slugs: { deliveries: string; subscriptions: string }
}

export type { Payload }
