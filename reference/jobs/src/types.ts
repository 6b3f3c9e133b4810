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

/**
 * What the plugin records in config.custom[JOBS_PLUGIN_MARKER] for callers outside it: createWorker,
 * getQueueHealth and sweepOrphans take their defaults from it, other plugins detect the jobs plugin by it.
 */
export interface JobsPluginMarker {
  installed: true
  queueControl: boolean
  queues: string[]
  reliability: ResolvedReliability | false
  now?: () => Date
}

export interface PauseState {
  global: boolean
  /** Queues paused individually (the per-queue layer), sorted. */
  queues: string[]
}

export interface PauseStore {
  /** No argument: pause every queue (global layer). A name: pause that queue. */
  pause(queue?: string): Promise<void>
  /** A name: clear that queue's layer. { all: true }: clear both layers. */
  resume(target: string | { all: true }): Promise<void>
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
  paused: boolean
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
  totals: QueueCounts & { total: number }
  queues: QueueHealth[]
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
   * Overrides the plugin's reliability options for this worker; false turns leases off for it.
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
