import type { CollectionConfig, Config } from 'payload'
import type { ResolvedWebhooks, WebhookOperation, WebhooksOptions } from './types'
import { deliveriesCollection } from './collections/deliveries'
import { subscriptionsCollection } from './collections/subscriptions'
import {
  DEFAULT_BACKOFF,
  DEFAULT_DELIVERIES_SLUG,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_QUEUE,
  DEFAULT_RETRIES,
  DEFAULT_SUBSCRIPTIONS_SLUG,
  DEFAULT_TIMEOUT_MS,
  OPERATIONS,
} from './defaults'
import { runnerDetected } from './delivery/dispatch'
import { afterChangeHook, afterDeleteHook } from './hooks/emit'
import { deliverTask } from './tasks/deliver'

export const resolveOptions = (options: WebhooksOptions): ResolvedWebhooks => {
  const delivery = typeof options.delivery === 'string' ? { mode: options.delivery } : (options.delivery ?? {})
  const collections: Record<string, WebhookOperation[]> = {}
  for (const [slug, entry] of Object.entries(options.collections ?? {})) {
    collections[slug] = entry === true ? OPERATIONS : (entry.operations ?? OPERATIONS)
  }
  return {
    collections,
    mode: delivery.mode ?? 'auto',
    timeoutMs: delivery.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retries: delivery.retries ?? DEFAULT_RETRIES,
    queue: delivery.queue ?? DEFAULT_QUEUE,
    backoff: delivery.backoff ?? DEFAULT_BACKOFF,
    transforms: options.transforms ?? {},
    allowPrivateNetworks: options.allowPrivateNetworks ?? false,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    slugs: {
      deliveries: options.slugs?.deliveries ?? DEFAULT_DELIVERIES_SLUG,
      subscriptions: options.slugs?.subscriptions ?? DEFAULT_SUBSCRIPTIONS_SLUG,
    },
  }
}

/**
 * webhooks({ collections: { posts: true }, delivery: 'auto' }): subscriptions, an append-only
 * delivery log, signed POSTs on afterChange/afterDelete, retries through Payload's jobs, redelivery.
 */
export const webhooks =
  (options: WebhooksOptions) =>
  (config: Config): Config => {
    if (options.disabled) return config
    const resolved = resolveOptions(options)
    const unknown = Object.keys(resolved.collections).filter(
      (slug) => !config.collections?.some((collection) => collection.slug === slug),
    )
    if (unknown.length) throw new Error(`webhooks: collections option names unknown collections: ${unknown.join(', ')}`)
    for (const [slug, operations] of Object.entries(resolved.collections)) {
      const invalid = operations.filter((operation) => !OPERATIONS.includes(operation))
      if (invalid.length) throw new Error(`webhooks: collections.${slug}.operations has unknown values: ${invalid.join(', ')}`)
    }
    if (!Number.isInteger(resolved.retries) || resolved.retries < 0) throw new Error('webhooks: delivery.retries must be an integer ≥ 0')
    if (!(resolved.timeoutMs > 0)) throw new Error('webhooks: delivery.timeoutMs must be a positive number')

    const subscriptions = subscriptionsCollection(resolved)
    const collections = (config.collections ?? []).map((collection): CollectionConfig => {
      if (!resolved.collections[collection.slug]) return collection
      return {
        ...collection,
        hooks: {
          ...collection.hooks,
          afterChange: [...(collection.hooks?.afterChange ?? []), afterChangeHook(resolved, collection.slug)],
          afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDeleteHook(resolved, collection.slug)],
        },
      }
    })
    collections.push(options.overrides?.subscriptions?.(subscriptions) ?? subscriptions, deliveriesCollection(resolved))

    const onInit = config.onInit
    return {
      ...config,
      collections,
      jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), deliverTask(resolved)] },
      onInit: async (payload) => {
        await onInit?.(payload)
        // Decided on the running config: the jobs plugin may come after this one in the plugins list.
        if (resolved.mode === 'queue' && !runnerDetected(payload.config, resolved.queue)) {
          payload.logger.warn(
            `webhooks: delivery mode is 'queue' but no job runner was detected for queue '${resolved.queue}' (no jobs.autoRun for it, no jobs plugin); deliveries stay pending until something runs that queue (e.g. GET /api/payload-jobs/run?queue=${resolved.queue} from cron).`,
          )
        }
      },
    }
  }

export type * from './types'
export { TASK_SLUG, DEFAULT_DELIVERIES_SLUG, DEFAULT_SUBSCRIPTIONS_SLUG } from './defaults'
export { generateSecret, signatureHeaders } from './delivery/sign'
export { blockedRange } from './delivery/guard'
