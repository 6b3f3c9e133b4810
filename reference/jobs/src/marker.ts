import type { Config, SanitizedConfig } from 'payload'
import type { JobsPluginMarker } from './types'
import { JOBS_PLUGIN_MARKER } from './defaults'

/** The options jobs() recorded, for code the plugin does not build: createWorker, getQueueHealth, sweepOrphans. */
export const readMarker = (config: Config | SanitizedConfig): JobsPluginMarker | undefined =>
  (config.custom as Record<string, JobsPluginMarker> | undefined)?.[JOBS_PLUGIN_MARKER]

/** True when this suite's jobs plugin is in the config (webhooks' 'auto' mode reads it). */
export const isJobsPluginInstalled = (config: Config | SanitizedConfig): boolean => readMarker(config)?.installed === true
