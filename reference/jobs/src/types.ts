import type { Payload, PayloadRequest } from 'payload'

/** The shape of Payload's `jobs.access.run`. */
export type JobAccess = (args: { req: PayloadRequest }) => boolean | Promise<boolean>

export interface QueueControlOptions {
  /**
   * Guard of queue-status, queue-run and queue-sweep, and of Payload's /run and /handle-schedules
   * unless the project sets jobs.access.run.
   * @default loggedInAccess
   */
  access?: JobAccess
  /**
   * Queues covered by the health report and run by a worker that names none.
   * @default ['default']
   */
  queues?: string[]
}

export interface ReliabilityOptions {
  /**
   * How long a claimed job stays leased without a heartbeat before a sweep may recover it, in milliseconds.
   * @default 60000
   */
  leaseMs?: number
  /**
   * How often a worker renews the leases it holds, in milliseconds; at most half of leaseMs.
   * @default Math.min(15000, Math.floor(leaseMs / 4))
   */
  heartbeatMs?: number
  /**
   * How often the elected worker sweeps for orphans, in milliseconds.
   * @default Math.min(30000, leaseMs)
   */
  sweepIntervalMs?: number
}

export interface RunnerOptions {
  /**
   * Queues the built-in worker runs.
   * @default the plugin's queueControl.queues, else ['default']
   */
  queues?: string[]
  /**
   * Run every queue (queues is then ignored).
   * @default false
   */
  allQueues?: boolean
  /**
   * Wait between passes that found nothing to run, in milliseconds.
   * @default 1000
   */
  pollIntervalMs?: number
  /**
   * Jobs claimed per pass.
   * @default 10
   */
  limit?: number
}

export interface JobRetentionOptions {
  /**
   * Jobs that completed without error (kept when `jobs.deleteJobOnComplete` is false) are deleted
   * once they completed longer ago than this many milliseconds.
   * @default undefined (kept)
   */
  succeededMs?: number
  /**
   * Failed and cancelled jobs are deleted once last updated longer ago than this (keep them longer:
   * they are what an operator retries or investigates). Open, retrying and running jobs stay.
   * @default undefined (kept)
   */
  failedMs?: number
  /**
   * Jobs deleted per statement; one run deletes at most 20 batches of each kind.
   * @default 500
   */
  batchSize?: number
  /**
   * When Payload's scheduler queues the `jobsPrune` task, on the first covered queue.
   * @default '23 * * * *' (hourly)
   */
  schedule?: string
}

export interface JobsPluginOptions {
  /**
   * The queue endpoints and their guard. Off, there are no queue endpoints, and Payload's /run and
   * /handle-schedules are denied unless the project sets jobs.access.run.
   * @default false
   */
  queueControl?: boolean | QueueControlOptions
  /**
   * Lease + heartbeat on every job a worker or queue-run holds, and orphan recovery.
   * @default false
   */
  reliability?: boolean | ReliabilityOptions
  /**
   * A worker out of the box: when Payload initialises in a long-running server (not during
   * `next build`), start createWorker for these queues, honoring the pause store, and stop it when
   * Payload is destroyed or the process gets SIGTERM/SIGINT. Serverless deployments leave it off
   * and call queue-run from cron instead.
   * @default false
   */
  runner?: boolean | RunnerOptions
  /**
   * Deletes old finished jobs in small batches, through a scheduled task; without it payload-jobs
   * keeps what Payload keeps.
   * @default undefined (nothing is deleted)
   */
  retention?: JobRetentionOptions
  /**
   * Clock for health ages and lease expiry (tests inject one).
   * @default Payload's job-system clock (getCurrentDate)
   */
  now?: () => Date
}

export interface CronSecretAccessOptions {
  /**
   * Environment variable holding the bearer secret, read on every request.
   * @default 'CRON_SECRET'
   */
  envVar?: string
}

export interface ResolvedReliability {
  leaseMs: number
  heartbeatMs: number
  sweepIntervalMs: number
}

export interface ResolvedJobRetention {
  succeededMs?: number
  failedMs?: number
  batchSize: number
  schedule: string
}

/** jobs()'s options, each with its default, validated once per config. */
export interface ResolvedJobsOptions {
  queueControl: Required<QueueControlOptions> | false
  reliability: ResolvedReliability | false
  runner: RunnerOptions | false
  retention: ResolvedJobRetention | false
  now: () => Date
}

/**
 * What the plugin records in config.custom[JOBS_PLUGIN_MARKER] for callers outside it: createWorker,
 * getQueueHealth and sweepOrphans take their defaults from it, other plugins detect the jobs plugin by it.
 */
export interface JobsPluginMarker {
  installed: true
  queueControl: boolean
  queues: string[]
  reliability: ResolvedReliability | false
  /** Queues the built-in runner works on (null: every queue), false when the runner option is off. */
  runner: { queues: string[] | null } | false
  /** queueControl's guard, for the admin dashboard and its nav link (absent when queueControl is off). */
  access?: JobAccess
  /** The pause holding `queue` (its own layer, else the global one), or null; with queueControl only (webhooks' log banner reads it). */
  pauseOf?: (payload: Payload, queue: string) => Promise<PauseRecord | null>
  now?: () => Date
}

/** Who paused, why, and until when (all optional). */
export interface PauseInfo {
  /** Who paused: the queue endpoints record the signed-in user's email (or id). */
  by?: string | null
  reason?: string | null
  /** The pause ends by itself once this time has passed (checked whenever the state is read). */
  resumeAt?: Date | string | null
}

/** One layer's pause as stored. */
export interface PauseRecord {
  pausedAt: string
  pausedBy: string | null
  reason: string | null
  resumeAt: string | null
}

export interface PauseState {
  global: boolean
  /** Queues paused individually (the per-queue layer), sorted. */
  queues: string[]
  /** Who/when/why of each layer that is set. */
  records: { global: PauseRecord | null; queues: Record<string, PauseRecord> }
}

export interface PauseStore {
  /** No queue: pause every queue (global layer). A name: pause that queue. `info` records who, why and an automatic resume time. */
  pause(queue?: string, info?: PauseInfo): Promise<void>
  /** A name: clear that queue's layer. { global: true }: clear the global layer. { all: true }: clear both layers. */
  resume(target: string | { all: true } | { global: true }): Promise<void>
  /** True when the global layer or the queue's own layer is set. */
  isPaused(queue: string): Promise<boolean>
  state(): Promise<PauseState>
}

export type JobRunStatus = 'success' | 'error' | 'error-reached-max-retries'

export interface RanJob {
  id: number | string
  queue: string
  task: string | null
  workflow: string | null
  status: JobRunStatus
}

export interface SkippedQueue {
  queue: string
  /** Jobs that were due in the paused queue and left alone. */
  dueJobs: number
  /** Why: the queue's own pause, or the global one. */
  pausedBy: 'global' | 'queue'
}

export interface RunResult {
  ran: RanJob[]
  skipped: SkippedQueue[]
}

export interface QueueCounts {
  queued: number
  scheduled: number
  retrying: number
  processing: number
  succeeded: number
  failed: number
  cancelled: number
  recovered: number
}

export interface QueueHealth extends QueueCounts {
  queue: string
  /** Paused by either layer. */
  paused: boolean
  /** The queue's own pause (who, when, why, until), null when its layer is not set. */
  pause: PauseRecord | null
  total: number
  /** now − createdAt of the earliest-created queued job, in milliseconds; null when none is queued. */
  oldestQueuedAgeMs: number | null
  oldestQueuedAt: string | null
  /** Latest lastScheduledRun recorded for this queue in payload-jobs-stats, null when never. */
  lastScheduledRun: string | null
}

export interface QueueHealthReport {
  generatedAt: string
  pausedGlobally: boolean
  /** The global pause (who, when, why, until), null when not set. */
  globalPause: PauseRecord | null
  totals: QueueCounts & { total: number }
  queues: QueueHealth[]
  /** `succeeded` counts jobs completed from this time on (24 hours before generatedAt). */
  succeededSince: string
  /** Latest lastScheduledRun over the covered queues. */
  lastScheduledRun: string | null
}

export interface QueueHealthOptions {
  /**
   * Queues to report on.
   * @default the plugin's queueControl.queues, else ['default']
   */
  queues?: string[]
  /**
   * Clock for "now" and the queued ages.
   * @default the plugin's now option, else Payload's job-system clock
   */
  now?: () => Date
}

export interface SweepOptions {
  /**
   * Clock deciding which leases have expired.
   * @default the plugin's now option, else Payload's job-system clock
   */
  now?: () => Date
}

export interface SweepResult {
  recovered: Array<number | string>
}

export interface WorkerOptions {
  payload: Payload
  /**
   * When given, paused queues are skipped.
   * @default undefined (pause state ignored)
   */
  pauseStore?: PauseStore
  /**
   * Queues this worker runs.
   * @default the plugin's queueControl.queues, else ['default']
   */
  queues?: string[]
  /**
   * Run every queue (queues is then ignored).
   * @default false
   */
  allQueues?: boolean
  /**
   * Jobs claimed per pass.
   * @default 10
   */
  limit?: number
  /**
   * Wait between passes that found nothing to run, in milliseconds.
   * @default 1000
   */
  pollIntervalMs?: number
  /**
   * Overrides the plugin's reliability options for this worker; false turns leases off for it. On
   * Payload 4 it applies to the jobs the worker runs in batches: the others run under core's
   * processing lease (`jobs.processingLease`).
   * @default the plugin's reliability option
   */
  reliability?: boolean | ReliabilityOptions
  /**
   * Take part in the elected sweeper loop (reliability on).
   * @default true
   */
  sweep?: boolean
  /**
   * Stable id of this worker, also the lease owner of the jobs it holds.
   * @default `worker-<random UUID>`
   */
  id?: string
  /**
   * Run jobs without Payload's job logging.
   * @default false
   */
  silent?: boolean
  /**
   * Clock for lease expiry and due times.
   * @default the plugin's now option, else Payload's job-system clock
   */
  now?: () => Date
}

export interface Worker {
  readonly id: string
  start(): void
  /** Stops taking jobs, finishes the ones in hand, releases the sweeper lease. */
  stop(): Promise<void>
  /** One pass: claim and run due jobs of unpaused queues. */
  runOnce(): Promise<RunResult>
  readonly running: boolean
}
