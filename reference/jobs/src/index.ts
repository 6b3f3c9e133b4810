export { jobs } from './plugin'
export { cronSecretAccess, loggedInAccess } from './access'
export { createPauseStore } from './pauseStore'
export { getQueueHealth } from './health'
export { createWorker } from './worker'
export { sweepOrphans } from './reliability'
export { isJobsPluginInstalled } from './marker'
export { PRUNE_TASK_SLUG } from './retention'
export { MAX_RUN_LIMIT } from './defaults'
export { BATCH_HANDLERS_KEY, JOBS_PLUGIN_MARKER } from './protocol'
export type {
  BatchDocument,
  BatchHandler,
  BatchHandlers,
  BatchHandlersKey,
  BatchJob,
  BatchOutcome,
  JobsCustom,
  JobsPluginMarkerKey,
  RetryHook,
} from './protocol'
export type * from './types'
export { translations as jobsTranslations } from './i18n'
