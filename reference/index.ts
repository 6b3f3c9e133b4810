import {
  adminWiki,
  PAYLOAD_INTERNAL_COLLECTIONS,
  PAYLOAD_INTERNAL_GLOBALS,
} from '@payload-plugin-suite/admin-wiki'
import { dualSession } from '@payload-plugin-suite/dual-session'
import * as dualSessionProxy from '@payload-plugin-suite/dual-session/proxy'
import * as formBuilderHelpers from '@payload-plugin-suite/form-builder'
import { formBuilder } from '@payload-plugin-suite/form-builder'
import * as formBuilderClient from '@payload-plugin-suite/form-builder/client'
import {
  createPauseStore,
  createWorker,
  cronSecretAccess,
  getQueueHealth,
  jobs,
  loggedInAccess,
  sweepOrphans,
} from '@payload-plugin-suite/jobs'
import { webhooks } from '@payload-plugin-suite/webhooks'
import { defineImplementation } from '../conformance/kit/contract'

/**
 * The reference implementation: the five plugin packages of this repository, through their public
 * entries only, as a fork would be. A plugin appears here only once it implements its requirements:
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
