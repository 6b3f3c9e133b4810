import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { defineFixture, type QcHostOptions } from '../../fixtures'
import qcHost from './qc-host'

/**
 * qc-host as the admin app serves it: queue control on with the 'ops' guard and reliability (recovered jobs) by default, so the
 * import map the app is built with lists the queue dashboard's components.
 */
export default defineFixture<QcHostOptions>({
  name: 'qc-admin',
  config: async (context) => {
    const host = await qcHost.config({
      ...context,
      options: { queueControl: 'ops', reliability: true, ...context.options },
    })
    // An admin that can be German (the dashboard's strings follow the admin language); the plugin's translations stay.
    return { ...host, i18n: { ...host.i18n, supportedLanguages: { de, en } } }
  },
  seed: (payload, context) => qcHost.seed!(payload, context),
})
