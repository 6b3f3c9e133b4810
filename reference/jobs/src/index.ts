import { type Config, deepMergeSimple } from 'payload'
import { defaultTemplatePath } from '../../shared/defaultTemplatePath'
import { adminComponent, DEFAULT_QUEUES, rscComponent } from './defaults'
import { checkedHostEndpoints } from './endpoints/hostEndpoints'
import { queueCancelEndpoint, queueJobsEndpoint, queueRetryEndpoint } from './endpoints/queueJobs'
import { queuePauseEndpoint, queueResumeEndpoint } from './endpoints/queuePause'
import { queueRunEndpoint } from './endpoints/queueRun'
import { queueStatusEndpoint } from './endpoints/queueStatus'
import { queueSweepEndpoint } from './endpoints/queueSweep'
import { invalidOption } from './errors'
import { leaseFields } from './fields/leaseFields'
import { translations } from './i18n'
import { readMarker } from './marker'
import { resolveOptions } from './options'
import { createPauseStore } from './pauseStore'
import { JOBS_PLUGIN_MARKER } from './protocol'
import { jobsPruneTask } from './retention'
import { startRunner } from './startRunner'
import { getJobStore } from './store/jobStore'
import { processingShapeOfFields } from './store/processing'
import { withStatusIndexes } from './store/statusIndexes'
import type { JobAccess, JobsPluginMarker, JobsPluginOptions } from './types'

/** Denies Payload's /run and /handle-schedules when neither the project nor queue control opened them. */
// Stryker disable next-line ArrowFunction: Payload denies on any falsy answer, undefined included
const denyHostJobEndpoints: JobAccess = () => false

/** Payload 4's default safety buffer of its processing lease. */
const CORE_LEASE_SAFETY_BUFFER_MS = 30_000

/**
 * jobs({ queueControl, reliability, runner }) extends Payload's own jobs system: it adds lease fields, the
 * queue endpoints and the health report's partial indexes to payload-jobs, hardens the default access of
 * /run and /handle-schedules, and makes autoRun honor a global pause. Options are resolved once here and reach what the plugin builds by
 * closure; config.custom carries them only to callers outside the plugin (createWorker,
 * getQueueHealth, sweepOrphans, other plugins detecting this one).
 */
export const jobs =
  (options: JobsPluginOptions = {}) =>
  (config: Config): Config => {
    if (readMarker(config)) throw invalidOption('plugins', 'contains jobs() twice')
    const { queueControl, reliability, runner, retention, now } = resolveOptions(options)
    const jobsConfig = config.jobs ?? {}
    const projectOverrides = jobsConfig.jobsCollectionOverrides
    const projectShouldAutoRun = jobsConfig.shouldAutoRun

    const marker: JobsPluginMarker = {
      installed: true,
      queueControl: Boolean(queueControl),
      queues: queueControl ? queueControl.queues : DEFAULT_QUEUES,
      reliability,
      runner: runner
        ? {
            queues: runner.allQueues
              ? null
              : (runner.queues ?? (queueControl ? queueControl.queues : DEFAULT_QUEUES)),
          }
        : false,
      ...(queueControl
        ? {
            access: queueControl.access,
            pauseOf: (payload, queue) => createPauseStore(payload).holding(queue),
          }
        : {}),
      ...(options.now ? { now: options.now } : {}),
    }
    const queueEndpoints = queueControl
      ? [
          queueStatusEndpoint,
          queueRunEndpoint,
          queueSweepEndpoint,
          queuePauseEndpoint,
          queueResumeEndpoint,
          queueJobsEndpoint,
          queueRetryEndpoint,
          queueCancelEndpoint,
        ].map((endpoint) => endpoint({ ...queueControl, now, reliability }))
      : []
    const onInit = config.onInit

    return withStatusIndexes({
      ...config,
      // The queue dashboard comes with queue control: its view and nav link check the same guard.
      admin: queueControl
        ? {
            ...config.admin,
            // The view renders its client half and Payload's DefaultTemplate through the import map: a built
            // package keeps the first a client module, and the second moves between Payload 3 and 4.
            dependencies: {
              ...config.admin?.dependencies,
              ppsQueueDashboard: { path: adminComponent('QueueDashboard'), type: 'component' },
              ppsAdminTemplate: { path: defaultTemplatePath(), type: 'component' },
            },
            components: {
              ...config.admin?.components,
              afterNavLinks: [
                ...(config.admin?.components?.afterNavLinks ?? []),
                rscComponent('QueueNavLink'),
              ],
              views: {
                ...config.admin?.components?.views,
                queueDashboard: { Component: rscComponent('QueueDashboardView'), path: '/queues' },
              },
            },
          }
        : config.admin,
      custom: { ...config.custom, [JOBS_PLUGIN_MARKER]: marker },
      // The project's own entries win, so any string can be overridden (as Payload's official plugins do).
      i18n: {
        ...config.i18n,
        translations: deepMergeSimple(translations, config.i18n?.translations ?? {}),
      },
      onInit: async (payload) => {
        await onInit?.(payload)
        // Chosen (and logged) at startup rather than on the first run.
        getJobStore(payload)
        if (runner) startRunner(payload, runner, marker.runner ? marker.runner.queues : null)
      },
      jobs: {
        ...jobsConfig,
        ...(retention && {
          tasks: [...(jobsConfig.tasks ?? []), jobsPruneTask(retention, marker.queues[0]!, now)],
        }),
        // Payload 4 leases every job its runJobs claims (Payload 3 has no such key and ignores it): the
        // plugin's lease length becomes core's unless the project set one, and core heartbeats at a
        // third of it, renewing while more than the safety buffer is left.
        ...(reliability &&
          !('processingLease' in jobsConfig) && {
            processingLease: {
              duration: reliability.leaseMs,
              safetyBuffer: Math.min(
                CORE_LEASE_SAFETY_BUFFER_MS,
                Math.floor(reliability.leaseMs / 3),
              ),
            },
          }),
        access: {
          ...jobsConfig.access,
          // A project-set access.run always wins (spec: Authentication, host job endpoints 3).
          run:
            jobsConfig.access?.run ?? (queueControl ? queueControl.access : denyHostJobEndpoints),
        },
        jobsCollectionOverrides: ({ defaultJobsCollection }) => {
          const collection = projectOverrides
            ? projectOverrides({ defaultJobsCollection })
            : defaultJobsCollection
          return {
            ...collection,
            endpoints: [...checkedHostEndpoints(collection.endpoints || []), ...queueEndpoints],
            fields: [
              ...collection.fields,
              ...leaseFields(processingShapeOfFields(collection.fields)),
            ],
          }
        },
        // Payload's autoRun has no per-queue hook: it honors the global pause; the worker and queue-run honor both layers.
        shouldAutoRun: async (payload) => {
          if (projectShouldAutoRun && !(await projectShouldAutoRun(payload))) return false
          return !(await createPauseStore(payload).state()).global
        },
      },
    })
  }

export default jobs

export { cronSecretAccess, loggedInAccess } from './access'
export { MAX_RUN_LIMIT } from './defaults'
export { getQueueHealth } from './health'
export { translations as jobsTranslations } from './i18n'
export { isJobsPluginInstalled } from './marker'
export { createPauseStore } from './pauseStore'
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
export { BATCH_HANDLERS_KEY, JOBS_PLUGIN_MARKER } from './protocol'
export { sweepOrphans } from './reliability'
export { PRUNE_TASK_SLUG } from './retention'
export type * from './types'
export { createWorker } from './worker'
