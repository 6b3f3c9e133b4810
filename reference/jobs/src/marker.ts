import type { Config, SanitizedConfig } from 'payload'
import { JOBS_PLUGIN_MARKER, type JobsCustom } from './protocol'
import type { JobsPluginMarker } from './types'

/** The options jobs() recorded, for code the plugin does not build: createWorker, getQueueHealth, sweepOrphans. */
export const readMarker = (config: Config | SanitizedConfig): JobsPluginMarker | undefined => {
  const custom: JobsCustom | undefined = config.custom
  return custom?.[JOBS_PLUGIN_MARKER]
}

/** True when this suite's jobs plugin is in the config (webhooks' 'auto' mode reads it). */
export const isJobsPluginInstalled = (config: Config | SanitizedConfig): boolean =>
  readMarker(config)?.installed === true
