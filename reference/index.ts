import { defineImplementation } from '../conformance/implementation'
import { dualSession } from './dual-session'
import * as dualSessionProxy from './dual-session/exports/proxy'
import { createPauseStore, createWorker, cronSecretAccess, getQueueHealth, jobs, loggedInAccess } from './jobs'

/**
 * The reference implementation. A plugin appears here only once it implements its requirements:
 * a family whose plugin is absent is reported "not implemented", never passed.
 */
export default defineImplementation({
  name: 'reference',
  dualSession,
  dualSessionProxy,
  jobs,
  createPauseStore,
  getQueueHealth,
  createWorker,
  loggedInAccess,
  cronSecretAccess,
})
