import type { Config } from 'payload'
import type { FixtureConfig } from '../../fixtures'
import { defineFixture } from '../../fixtures'
import { WH_USER } from '../../fixtures'

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
}


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
      ...(options.autoRunQueue ? { jobs: { autoRun: [{ cron: '0 0 1 1 *', queue: options.autoRunQueue }] } } : {}),
      ...(options.jobsPluginMarker ? { custom: { 'payload-plugin-suite/jobs': { installed: true } } } : {}),
    }
    if (options.withoutPlugin) return config
    return implementation.webhooks!({
      collections: { posts: true, comments: { operations: ['create'] } },
      delivery: options.delivery,
      ...(options.privateNetworks === 'plugin-default' ? {} : { allowPrivateNetworks: true }),
      transforms: {
        summary: ({ doc, operation }: { doc: { title?: string }; operation: string }) => ({ title: doc.title, operation }),
      },
    })(config as Config) as FixtureConfig
  },
  seed: async (payload) => {
    await payload.create({ collection: 'users', data: WH_USER })
  },
})
