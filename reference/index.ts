import { defineImplementation } from '../conformance/implementation'
import { dualSession } from './dual-session'
import * as dualSessionProxy from './dual-session/exports/proxy'
import { adminWiki, PAYLOAD_INTERNAL_COLLECTIONS, PAYLOAD_INTERNAL_GLOBALS } from './admin-wiki'
import { createPauseStore, createWorker, cronSecretAccess, getQueueHealth, jobs, loggedInAccess, sweepOrphans } from './jobs'
import { webhooks } from './webhooks'
import { formBuilder } from './form-builder'
import * as formBuilderHelpers from './form-builder/helpers'
import * as formBuilderClient from './form-builder/components/Form'

/**
 * The reference implementation. A plugin appears here only once it implements its requirements:
 * a family whose plugin is absent is reported "not implemented", never passed.
 */
export default defineImplementation({
  name: 'reference',
  dualSession,
  dualSessionProxy,
  adminWiki,
  PAYLOAD_INTERNAL_COLLECTIONS,
  PAYLOAD_INTERNAL_GLOBALS,
  webhooks,
  formBuilder,
  formBuilderHelpers,
  formBuilderClient,
  jobs,
  createPauseStore,
  getQueueHealth,
  createWorker,
  loggedInAccess,
  cronSecretAccess,
  sweepOrphans,
})
