import type { SanitizedConfig } from 'payload'
import { JOBS_PLUGIN_MARKER } from './defaults'

/**
 * Whether something will actually run `queue`: Payload's autoRun covering it, or the jobs plugin's
 * runner option covering it. (Installing the jobs plugin alone makes 'auto' queue deliveries, but
 * runs nothing: a cron has to call queue-run, which a process cannot see.)
 */
export const runnerCovers = (config: SanitizedConfig, queue: string): boolean => {
  const marker = (config.custom as Record<string, { runner?: { queues: string[] | null } | false } | undefined> | undefined)?.[JOBS_PLUGIN_MARKER]
  if (marker?.runner && (marker.runner.queues === null || marker.runner.queues.includes(queue))) return true
  const autoRun = config.jobs?.autoRun
  if (typeof autoRun === 'function') return true
  return Array.isArray(autoRun) && autoRun.some((entry) => entry.allQueues || (entry.queue ?? 'default') === queue)
}

export const noRunnerMessage = (queue: string) =>
  `Deliveries are queued on '${queue}', but no job runner covers it (no jobs.autoRun for it, no jobs({ runner }) of @payload-plugin-suite/jobs): they stay pending until something runs that queue, e.g. jobs({ runner: true }), or GET /api/payload-jobs/queue-run?queue=${queue} from a cron.`
