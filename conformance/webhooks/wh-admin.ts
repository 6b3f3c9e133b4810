import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import type { Config } from 'payload'
import { defineFixture, type FixtureConfig } from '../../fixtures'
import whHost, { type WebhooksFixtureOptions } from './wh-host'

export interface WhAdminOptions extends WebhooksFixtureOptions {
  /**
   * Also install the jobs plugin with its runner option (a worker started in onInit, polling every 50 ms).
   * The test's own host and the admin app's server are two instances on one database, each with a
   * runner, as a deployment of two app servers is: which one sends a delivery, the claim decides.
   */
  jobsRunner?: boolean
  /** Also install the jobs plugin without a runner (deliveries queue, nothing runs them). */
  jobsWithoutRunner?: boolean
}

/** wh-host as the admin app serves it (the delivery log and subscriptions in Chromium), optionally with the jobs plugin. */
export default defineFixture<WhAdminOptions>({
  name: 'wh-admin',
  config: async (context) => {
    const { jobsRunner, jobsWithoutRunner, ...options } = context.options
    const host = await whHost.config({ ...context, options })
    // An admin that can be German (the log's and subscriptions' strings follow the admin language); the plugin's translations stay.
    const config = { ...host, i18n: { ...host.i18n, supportedLanguages: { de, en } } }
    if (!jobsRunner && !jobsWithoutRunner) return config
    const jobs = context.implementation.jobs!({
      queueControl: true,
      ...(jobsRunner ? { runner: { pollIntervalMs: 50 } } : {}),
    })
    return jobs(config as Config) as FixtureConfig
  },
  seed: (payload, context) => whHost.seed!(payload, context),
})
