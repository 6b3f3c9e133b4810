import type { PayloadRequest } from 'payload'
import type { JobsPluginMarker } from './types'

/**
 * What the suite's other plugins use of this one, through Payload's config.custom: the marker this
 * plugin records (webhooks' 'auto' mode and its delivery log read it) and the batch handlers a plugin
 * registers for its tasks. They import it type-only, so this package stays an optional peer of theirs;
 * each key's literal type makes a rename here a type error there.
 */

/** config.custom key of this plugin's marker (JobsPluginMarker). */
export const JOBS_PLUGIN_MARKER = 'payload-plugin-suite/jobs'
export type JobsPluginMarkerKey = typeof JOBS_PLUGIN_MARKER

/** config.custom key under which plugins register batch handlers for their tasks, by task slug. */
export const BATCH_HANDLERS_KEY = 'payload-plugin-suite/jobs:batch-handlers'
export type BatchHandlersKey = typeof BATCH_HANDLERS_KEY

/** A claimed job as a batch handler sees it. */
export interface BatchJob {
  id: number | string
  input: unknown
  /** Runs before this one. */
  totalTried: number
  /**
   * The document its input names (the handler's `document`), as the claim read it: null when there is
   * none; absent when the claim did not read it (SQLite), so the handler reads it itself.
   */
  document?: Record<string, unknown> | null
  /** The document `document` names in the field the handler's `document.related` gives, read likewise. */
  related?: Record<string, unknown> | null
}

/**
 * A document each job of the task names in its input, for the claim to read with the job (Postgres):
 * one round trip before the first job runs, not one per read. Read when its id (and the related one's)
 * is text or an integer.
 */
export interface BatchDocument {
  collection: string
  /** The key of the job's input that holds the document's id. */
  inputKey: string
  fields: string[]
  /** A document the first one names in its field `field`, read in the same statement. */
  related?: { field: string; collection: string; fields: string[] }
}

/** A job's outcome: ok completes it; a failure is retried with the task's backoff (or later, at waitUntil). */
export interface BatchOutcome {
  id: number | string
  ok: boolean
  error?: string
  /** Earliest next run (a receiver's Retry-After); the backoff applies when it is later. */
  waitUntil?: Date
}

/**
 * Runs many claimed jobs of one task in a single call and answers every job's outcome. A plugin
 * registers one for its task under config.custom[BATCH_HANDLERS_KEY][taskSlug]; the task's own handler
 * still serves Payload's /run and autoRun.
 */
export type BatchHandler = ((args: {
  jobs: BatchJob[]
  req: PayloadRequest
  /**
   * Hands over outcomes known before the batch ends: their jobs are settled while the rest still run
   * (so one slow job does not hold the others as processing). An outcome handed over here and
   * answered again is settled once.
   */
  settle: (outcomes: BatchOutcome[]) => void
}) => Promise<BatchOutcome[]>) & { document?: BatchDocument; retry?: RetryHook }

/**
 * Called by queue-retry before it starts a failed job of the task over. Answering a message means the
 * task's plugin retried the work itself (say, as new work: a webhook's dead delivery is sent again as
 * a new row), so the failed job is closed instead; null leaves the retry to queue-retry.
 */
export type RetryHook = (args: {
  job: { id: number | string; input: unknown }
  req: PayloadRequest
}) => Promise<{ message: string } | null>

/** The batch handlers plugins registered, by task slug. */
export type BatchHandlers = Record<string, BatchHandler>

/** The protocol's part of config.custom (Payload types custom as `Record<string, any>`, which this narrows). */
export interface JobsCustom {
  [JOBS_PLUGIN_MARKER]?: JobsPluginMarker
  [BATCH_HANDLERS_KEY]?: BatchHandlers
}
