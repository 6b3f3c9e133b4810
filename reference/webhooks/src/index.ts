import type { JobsCustom } from '@payload-plugin-suite/jobs'
import { type CollectionConfig, type Config, deepMergeSimple } from 'payload'
import { deliveriesCollection } from './collections/deliveries'
import { withOverride } from './collections/override'
import { subscriptionsCollection } from './collections/subscriptions'
import { adminComponent, BATCH_HANDLERS_KEY, REFRESH_WHILE_PENDING, TASK_SLUG } from './defaults'
import { detectRowStore, estimateUnfilteredLogCount } from './delivery/adapter'
import { effectiveMode } from './delivery/dispatch'
import { testEventEndpoint } from './endpoints/testEvent'
import { afterChangeHook, afterDeleteHook } from './hooks/emit'
import { translations, webhooksStaticLabel } from './i18n'
import { resolveOptions } from './options'
import { noRunnerMessage, runnerCovers } from './runnerCheck'
import { deliverTask } from './tasks/deliver'
import { deliverBatch } from './tasks/deliverBatch'
import { pruneTask } from './tasks/prune'
import type { WebhooksOptions } from './types'

/**
 * webhooks({ collections: { posts: true }, delivery: 'auto' }): subscriptions, an append-only
 * delivery log, signed POSTs on afterChange/afterDelete, retries through Payload's jobs, redelivery.
 */
export const webhooks =
  (options: WebhooksOptions) =>
  (config: Config): Config => {
    if (options.disabled) return config
    const resolved = resolveOptions(options, config)

    const base = subscriptionsCollection(resolved, config)
    // The admin's "Send test event" and health panel, before the project's override applies.
    const subscriptions: CollectionConfig = {
      ...base,
      endpoints: [...(base.endpoints || []), testEventEndpoint(resolved)],
      // First, so it heads the sidebar above the health fields.
      fields: [
        {
          name: 'testEvent',
          type: 'ui',
          // A ui field's label takes no function.
          label: webhooksStaticLabel('fieldTestEvent', config.i18n?.translations),
          admin: {
            position: 'sidebar',
            disableListColumn: true,
            components: {
              Field: {
                path: adminComponent('TestEventPanel'),
                clientProps: { deliveriesSlug: resolved.slugs.deliveries },
              },
            },
          },
        },
        ...base.fields,
      ],
    }
    const collections = (config.collections ?? []).map((collection): CollectionConfig => {
      if (!resolved.collections[collection.slug]) return collection
      return {
        ...collection,
        hooks: {
          ...collection.hooks,
          afterChange: [
            ...(collection.hooks?.afterChange ?? []),
            afterChangeHook(resolved, collection.slug),
          ],
          afterDelete: [
            ...(collection.hooks?.afterDelete ?? []),
            afterDeleteHook(resolved, collection.slug),
          ],
        },
      }
    })
    collections.push(
      withOverride(subscriptions, options.overrides?.subscriptions),
      deliveriesCollection(resolved, config),
    )

    const onInit = config.onInit
    const { [BATCH_HANDLERS_KEY]: batchHandlers }: JobsCustom = config.custom ?? {}
    return {
      ...config,
      // The delivery log's server banner renders this client half through the import map (a built package keeps it a client module).
      admin: {
        ...config.admin,
        dependencies: {
          ...config.admin?.dependencies,
          ppsWebhooksRefresh: { path: REFRESH_WHILE_PENDING, type: 'component' },
        },
      },
      // The suite's jobs plugin (worker, queue-run) runs claimed deliveries in batches; Payload's /run
      // and autoRun run the task's per-job handler.
      custom: {
        ...config.custom,
        [BATCH_HANDLERS_KEY]: { ...batchHandlers, [TASK_SLUG]: deliverBatch(resolved) },
      },
      collections,
      // The project's own entries win, so any string can be overridden (as Payload's official plugins do).
      i18n: {
        ...config.i18n,
        translations: deepMergeSimple(translations, config.i18n?.translations ?? {}),
      },
      jobs: {
        ...config.jobs,
        tasks: [
          ...(config.jobs?.tasks ?? []),
          deliverTask(resolved),
          ...(resolved.retention ? [pruneTask(resolved, resolved.retention)] : []),
        ],
      },
      onInit: async (payload) => {
        await onInit?.(payload)
        // Chosen (and logged) at startup rather than on the first write.
        detectRowStore(payload)
        if (resolved.logCountEstimateAbove !== false)
          estimateUnfilteredLogCount(
            payload,
            resolved.slugs.deliveries,
            resolved.logCountEstimateAbove,
          )
        // Decided on the running config: the jobs plugin may come after this one in the plugins list.
        if (
          effectiveMode(payload, resolved) === 'queue' &&
          !runnerCovers(payload.config, resolved.queue)
        ) {
          payload.logger.warn(`webhooks: ${noRunnerMessage(resolved.queue)}`)
        }
      },
    }
  }

export default webhooks

export {
  DEFAULT_DELIVERIES_SLUG,
  DEFAULT_SUBSCRIPTIONS_SLUG,
  PRUNE_TASK_SLUG,
  TASK_SLUG,
} from './defaults'
export { blockedRange } from './delivery/guard'
export { generateSecret, signatureHeaders } from './delivery/sign'
export { translations as webhooksTranslations } from './i18n'
export type * from './types'
