import type { CollectionConfig, Payload, PayloadRequest, TypeWithID } from 'payload'

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
   * Bytes read from a receiver's reply before the socket is dropped.
   * @default 16384
   */
  maxResponseBytes?: number
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
     * Runs last on the finished subscriptions collection; its result is registered as is.
     * @default undefined (the collection as built)
     */
    subscriptions?: (collection: CollectionConfig) => CollectionConfig
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
}

/** Options after defaults, shared by hooks, endpoints and the task. */
export interface ResolvedWebhooks {
  collections: Record<string, WebhookOperation[]>
  mode: DeliveryMode
  timeoutMs: number
  retries: number
  queue: string
  backoff: DeliveryBackoff
  transforms: Record<string, WebhookTransform>
  allowPrivateNetworks: boolean
  maxResponseBytes: number
  slugs: { deliveries: string; subscriptions: string }
}

export type { Payload }
