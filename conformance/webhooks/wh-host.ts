import {
  APIError,
  type CollectionAfterChangeHook,
  type Config,
  type JobsConfig,
  type PayloadRequest,
} from 'payload'
import { defineFixture, type FixtureConfig, WH_USER } from '../../fixtures'
import { JOBS_PLUGIN_MARKER } from '../kit/contract'

export interface WebhooksFixtureOptions {
  /** Passed as the plugin's delivery option. */
  delivery?: unknown
  /**
   * 'allow' (default here, because the receiver listens on 127.0.0.1) passes the SSRF guard's
   * opt-in; 'plugin-default' leaves the option out, so the plugin's own default applies.
   */
  privateNetworks?: 'allow' | 'plugin-default'
  /** Configure Payload's jobs.autoRun for this queue (with a cron that never fires during a test). */
  autoRunQueue?: string
  /** Announce the suite's jobs plugin the way it does (config.custom), without installing it. */
  jobsPluginMarker?: boolean
  /** Boot the same host without the webhooks plugin (benchmark baseline). */
  withoutPlugin?: boolean
  /** Passed as the plugin's health option (its onDisable is the fixture's, see DISABLED_KEY). */
  health?: { disableAfterMs?: number }
  /**
   * Add a posts afterChange hook after the plugin's that refuses titles starting with "rollback"
   * (400), so the write fails after the plugin has written its deliveries.
   */
  failAfterWebhooks?: boolean
  /** Install the jobs plugin with queue control (its worker and queue-run run deliveries in batches). */
  jobsPlugin?: boolean
  /** Passed as the plugin's subscriptionCacheMs. */
  subscriptionCacheMs?: number
  /** Passed as the plugin's retention option. */
  retention?: unknown
  /** Payload's jobs.deleteJobOnComplete: false (completed jobs stay, completed). */
  keepCompletedJobs?: boolean
  /** Passed as the plugin's logCountEstimateAbove. */
  logCountEstimateAbove?: number | false
  /**
   * Payload's jobs settings that make jobs.queue go through the jobs collection (its hooks, a
   * populated reply, concurrency keys): deliveries' jobs are then queued one by one through it.
   */
  jobsQueueSettings?: Pick<JobsConfig, 'runHooks' | 'depth' | 'enableConcurrencyControl'>
}

/** payload.kv key under which the fixture's health.onDisable records each disabled subscription: `{ id, reason }[]`. */
export const DISABLED_KEY = 'wh-host:disabled'

/**
 * posts emit every event, comments only create, pages none. Transforms: `summary` (title and
 * operation) and `nothing` (returns undefined).
 */
export default defineFixture<WebhooksFixtureOptions>({
  name: 'wh-host',
  config: ({ implementation, options }) => {
    const config: FixtureConfig = {
      admin: { user: 'users' },
      collections: [
        { slug: 'users', auth: true, fields: [{ name: 'name', type: 'text' }] },
        {
          slug: 'posts',
          access: { read: () => true },
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'body', type: 'textarea' },
          ],
        },
        { slug: 'comments', fields: [{ name: 'text', type: 'text' }] },
        { slug: 'pages', fields: [{ name: 'title', type: 'text' }] },
      ],
      jobs: {
        ...(options.autoRunQueue
          ? { autoRun: [{ cron: '0 0 1 1 *', queue: options.autoRunQueue }] }
          : {}),
        ...(options.keepCompletedJobs ? { deleteJobOnComplete: false } : {}),
        ...options.jobsQueueSettings,
      },
      ...(options.jobsPluginMarker
        ? { custom: { [JOBS_PLUGIN_MARKER]: { installed: true } } }
        : {}),
    }
    const withJobs = options.jobsPlugin
      ? (implementation.jobs!({ queueControl: true })(config as Config) as FixtureConfig)
      : config
    if (options.withoutPlugin) return withJobs
    const withPlugin = implementation.webhooks!({
      collections: { posts: true, comments: { operations: ['create'] } },
      delivery: options.delivery,
      subscriptionCacheMs: options.subscriptionCacheMs,
      ...(options.retention ? { retention: options.retention } : {}),
      ...(options.logCountEstimateAbove !== undefined
        ? { logCountEstimateAbove: options.logCountEstimateAbove }
        : {}),
      ...(options.privateNetworks === 'plugin-default' ? {} : { allowPrivateNetworks: true }),
      transforms: {
        summary: ({ doc, operation }: { doc: { title?: string }; operation: string }) => ({
          title: doc.title,
          operation,
        }),
      },
      health: {
        ...options.health,
        onDisable: async ({
          subscription,
          reason,
          req,
        }: {
          subscription: { id: string | number }
          reason: string
          req: PayloadRequest
        }) => {
          const seen =
            (await req.payload.kv.get<Array<{ id: string; reason: string }>>(DISABLED_KEY)) ?? []
          await req.payload.kv.set(DISABLED_KEY, [...seen, { id: String(subscription.id), reason }])
        },
      },
    })(withJobs as Config) as FixtureConfig
    if (!options.failAfterWebhooks) return withPlugin
    const refuseRollback: CollectionAfterChangeHook = ({ doc }) => {
      if (String(doc.title).startsWith('rollback'))
        throw new APIError('The fixture refuses this title after the webhooks hook ran.', 400)
      return doc
    }
    return {
      ...withPlugin,
      collections: withPlugin.collections?.map((collection) =>
        collection.slug === 'posts'
          ? {
              ...collection,
              hooks: {
                ...collection.hooks,
                afterChange: [...(collection.hooks?.afterChange ?? []), refuseRollback],
              },
            }
          : collection,
      ),
    }
  },
  seed: async (payload) => {
    await payload.create({ collection: 'users', data: WH_USER })
  },
})
