import { defineImplementation } from '../conformance/implementation'
import { createPauseStore, createWorker, cronSecretAccess, getQueueHealth, jobs, loggedInAccess } from './jobs'

/**
 * The reference implementation. A plugin appears here only once it implements its requirements:
 * a family whose plugin is absent is reported "not implemented", never passed.
 */
export default defineImplementation({
  name: 'reference',
  jobs,
  createPauseStore,
  getQueueHealth,
  createWorker,
  loggedInAccess,
  cronSecretAccess,
})
