import type { JobsCustom } from '@payload-plugin-suite/jobs'
import type { SanitizedConfig } from 'payload'
import { JOBS_PLUGIN_MARKER } from './defaults'
import { en } from './i18n/en'

/** The suite's jobs plugin's marker, when it is installed. */
export const jobsMarker = (config: SanitizedConfig) => {
  const custom: JobsCustom | undefined = config.custom
  return custom?.[JOBS_PLUGIN_MARKER]
}

/**
 * Whether something will actually run `queue`: Payload's autoRun covering it, or the jobs plugin's
 * runner option covering it. (Installing the jobs plugin alone makes 'auto' queue deliveries, but
 * runs nothing: a cron has to call queue-run, which a process cannot see.)
 */
export const runnerCovers = (config: SanitizedConfig, queue: string): boolean => {
  const marker = jobsMarker(config)
  if (marker?.runner && (marker.runner.queues === null || marker.runner.queues.includes(queue)))
    return true
  return autoRunCovers(config, queue)
}

/** Payload's jobs.autoRun runs `queue` (a function may return any queue, so it counts). */
export const autoRunCovers = (config: SanitizedConfig, queue: string): boolean => {
  const autoRun = config.jobs?.autoRun
  if (typeof autoRun === 'function') return true
  return (
    Array.isArray(autoRun) &&
    autoRun.some((entry) => entry.allQueues || (entry.queue ?? 'default') === queue)
  )
}

/** For the server log (in English); the delivery log's banner says it in the admin's language. */
export const noRunnerMessage = (queue: string) => en.noRunner.replaceAll('{{queue}}', queue)
