import type { Payload, PayloadRequest } from 'payload'

/** The shape of Payload's `jobs.access.run`. */
export type JobAccess = (args: { req: PayloadRequest }) => boolean | Promise<boolean>

export interface QueueControlOptions {
  /** Guard of queue-status, queue-run and queue-sweep. Default: loggedInAccess. */
  access?: JobAccess
  /** Queues covered by the health report. Default: ['default']. */
  queues?: string[]
}

export interface ReliabilityOptions {
  /** How long a claimed job stays leased without a heartbeat before a sweep may recover it. Default 60000. */
  leaseMs?: number
  /** How often a worker renews the leases it holds. Must be under half of leaseMs. Default 15000. */
  heartbeatMs?: number
  /** How often the elected worker sweeps for orphans. Default 30000. */
  sweepIntervalMs?: number
}

export interface JobsPluginOptions {
  /** false (default): no queue endpoints, and Payload's /run and /handle-schedules are denied unless jobs.access.run is set. */
  queueControl?: boolean | QueueControlOptions
  /** Lease + heartbeat on every job a worker or queue-run holds, and orphan recovery. Default off. */
  reliability?: boolean | ReliabilityOptions
  /** Clock for health ages and lease expiry (tests inject one). Default: () => new Date(). */
  now?: () => Date
}

export interface ResolvedReliability {
  leaseMs: number
  heartbeatMs: number
  sweepIntervalMs: number
}

/** What the plugin records in config.custom[JOBS_PLUGIN_MARKER]. */
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
  queues?: string[]
  now?: () => Date
}

export interface SweepResult {
  recovered: Array<number | string>
}

export interface WorkerOptions {
  payload: Payload
  /** When given, paused queues are skipped. */
  pauseStore?: PauseStore
  /** Default: the plugin's queueControl.queues, else ['default']. */
  queues?: string[]
  allQueues?: boolean
  /** Jobs claimed per pass. Default 10. */
  limit?: number
  /** Wait between passes that found nothing to run. Default 1000. */
  pollIntervalMs?: number
  /** Overrides the plugin's reliability options for this worker; false turns leases off for it. */
  reliability?: boolean | ReliabilityOptions
  /** Run the elected sweeper loop (reliability on). Default true. */
  sweep?: boolean
  /** Stable id of this worker (default: random). */
  id?: string
  silent?: boolean
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
