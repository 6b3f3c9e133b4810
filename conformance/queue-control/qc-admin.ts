import { defineFixture } from '../../fixtures'
import qcHost, { type QcHostOptions } from './qc-host'

/**
 * qc-host as the admin app serves it: queue control on with the 'ops' guard and reliability (recovered jobs) by default, so the
 * import map the app is built with lists the queue dashboard's components.
 */
export default defineFixture<QcHostOptions>({
  name: 'qc-admin',
  config: (context) => qcHost.config({ ...context, options: { queueControl: 'ops', reliability: true, ...context.options } }),
  seed: (payload, context) => qcHost.seed!(payload, context),
})
