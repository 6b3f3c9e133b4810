import type { Config } from 'payload'
import {
  DEFAULT_BACKOFF,
  DEFAULT_CONCURRENCY,
  DEFAULT_DELIVERIES_SLUG,
  DEFAULT_DISABLE_AFTER_MS,
  DEFAULT_LOG_COUNT_ESTIMATE_ABOVE,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_PRUNE_BATCH,
  DEFAULT_PRUNE_SCHEDULE,
  DEFAULT_QUEUE,
  DEFAULT_RETRIES,
  DEFAULT_SUBSCRIPTION_CACHE_MS,
  DEFAULT_SUBSCRIPTIONS_SLUG,
  DEFAULT_TIMEOUT_MS,
  DELIVERY_MODES,
  OPERATIONS,
} from './defaults'
import { invalidOption } from './errors'
import type { ResolvedWebhooks, WebhookOperation, WebhooksOptions } from './types'

/** Fills the defaults and refuses options the config cannot honour. */
export const resolveOptions = (options: WebhooksOptions, config: Config): ResolvedWebhooks => {
  const delivery =
    typeof options.delivery === 'string' ? { mode: options.delivery } : (options.delivery ?? {})
  const collections: Record<string, WebhookOperation[]> = {}
  for (const [slug, entry] of Object.entries(options.collections ?? {})) {
    collections[slug] = entry === true ? OPERATIONS : (entry.operations ?? OPERATIONS)
  }
  const resolved: ResolvedWebhooks = {
    collections,
    mode: delivery.mode ?? 'auto',
    timeoutMs: delivery.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retries: delivery.retries ?? DEFAULT_RETRIES,
    queue: delivery.queue ?? DEFAULT_QUEUE,
    backoff: delivery.backoff ?? DEFAULT_BACKOFF,
    concurrency: delivery.concurrency ?? DEFAULT_CONCURRENCY,
    transforms: options.transforms ?? {},
    allowPrivateNetworks: options.allowPrivateNetworks ?? false,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    health: {
      disableAfterMs: options.health?.disableAfterMs ?? DEFAULT_DISABLE_AFTER_MS,
      onDisable: options.health?.onDisable,
    },
    subscriptionCacheMs: options.subscriptionCacheMs ?? DEFAULT_SUBSCRIPTION_CACHE_MS,
    logCountEstimateAbove: options.logCountEstimateAbove ?? DEFAULT_LOG_COUNT_ESTIMATE_ABOVE,
    retention:
      options.retention &&
      (options.retention.successMs !== undefined || options.retention.failureMs !== undefined)
        ? {
            successMs: options.retention.successMs,
            failureMs: options.retention.failureMs,
            batchSize: options.retention.batchSize ?? DEFAULT_PRUNE_BATCH,
            schedule: options.retention.schedule ?? DEFAULT_PRUNE_SCHEDULE,
          }
        : undefined,
    slugs: {
      deliveries: options.slugs?.deliveries ?? DEFAULT_DELIVERIES_SLUG,
      subscriptions: options.slugs?.subscriptions ?? DEFAULT_SUBSCRIPTIONS_SLUG,
    },
  }

  const unknown = Object.keys(collections).filter(
    (slug) => !config.collections?.some((collection) => collection.slug === slug),
  )
  if (unknown.length)
    throw invalidOption(
      'collections',
      `names collections that are not in the config: ${unknown.join(', ')}`,
    )
  for (const [slug, operations] of Object.entries(collections)) {
    const invalid = operations.filter((operation) => !OPERATIONS.includes(operation))
    if (invalid.length)
      throw invalidOption(
        `collections.${slug}.operations`,
        `has unknown values: ${invalid.join(', ')}`,
      )
  }
  if (!DELIVERY_MODES.includes(resolved.mode)) {
    throw invalidOption(
      'delivery.mode',
      `must be one of ${DELIVERY_MODES.join(', ')} (got ${String(resolved.mode)})`,
    )
  }
  if (!Number.isInteger(resolved.retries) || resolved.retries < 0)
    throw invalidOption('delivery.retries', 'must be an integer ≥ 0')
  if (!Number.isInteger(resolved.concurrency) || resolved.concurrency < 1)
    throw invalidOption('delivery.concurrency', 'must be an integer ≥ 1')
  if (!(resolved.timeoutMs > 0))
    throw invalidOption('delivery.timeoutMs', 'must be a positive number')
  if (!(resolved.health.disableAfterMs > 0))
    throw invalidOption('health.disableAfterMs', 'must be a positive number of milliseconds')
  if (!(resolved.subscriptionCacheMs >= 0))
    throw invalidOption('subscriptionCacheMs', 'must be a number of milliseconds ≥ 0')
  const estimateAbove = resolved.logCountEstimateAbove
  if (estimateAbove !== false && !(Number.isInteger(estimateAbove) && estimateAbove >= 0)) {
    throw invalidOption('logCountEstimateAbove', 'must be an integer number of rows ≥ 0, or false')
  }
  const retention = resolved.retention
  for (const key of ['successMs', 'failureMs'] as const) {
    const value = retention?.[key]
    if (value !== undefined && !(typeof value === 'number' && value > 0))
      throw invalidOption(`retention.${key}`, 'must be a positive number of milliseconds')
  }
  if (
    retention &&
    !(
      Number.isInteger(retention.batchSize) &&
      retention.batchSize >= 1 &&
      retention.batchSize <= 10_000
    )
  ) {
    throw invalidOption('retention.batchSize', 'must be an integer from 1 to 10000')
  }
  if (
    retention &&
    (typeof retention.schedule !== 'string' || retention.schedule.trim().split(/\s+/).length < 5)
  ) {
    throw invalidOption('retention.schedule', 'must be a cron expression such as "17 * * * *"')
  }
  const override = options.overrides?.subscriptions
  if (
    override !== undefined &&
    (typeof override !== 'object' || override === null || Array.isArray(override))
  ) {
    throw invalidOption(
      'overrides.subscriptions',
      'must be an object of collection keys, e.g. { access: { read: isAdmin } }',
    )
  }
  if (override?.fields !== undefined && typeof override.fields !== 'function') {
    throw invalidOption(
      'overrides.subscriptions.fields',
      'must be a function ({ defaultFields }) => Field[]',
    )
  }
  return resolved
}
