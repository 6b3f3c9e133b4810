import type { QueueCounts } from '../types'

/**
 * The job-row operations the runner, the sweep and batch handlers need beside Payload's runJobs:
 * claims limited to unpaused queues, leases, sweeps, a batch's outcomes, and the health report's counts. The SQL store (claim.ts) claims
 * with one conditional UPDATE (atomic, whoever races); publicJobStore.ts uses Payload's adapter API.
 */
export interface JobStore {
  /** Statements wait on a database server without blocking the event loop (Postgres); SQLite's driver runs them on it. */
  overlapsWork: boolean
  /** Marks up to `limit` due jobs as processing (and leased, when `lease` is given); returns them oldest first. */
  claim(args: {
    queues: string[] | null
    exclude: string[]
    limit: number
    now: Date
    lease?: { owner: string; expiresAt: Date }
    /** Documents the claimed jobs of a task name in their input, read by the claim where it can (Postgres). */
    documents?: ClaimDocument[]
  }): Promise<ClaimedJob[]>
  /** Extends the lease of every job `owner` still holds; returns how many it holds. */
  heartbeat(args: { owner: string; expiresAt: Date }): Promise<number>
  /** Makes jobs whose lease expired runnable again and marks them recovered; returns their ids. */
  recoverExpired(args: { now: Date }): Promise<Array<number | string>>
  /** Due jobs per queue among `queues` (for the "skipped as paused" answer). */
  countDue(args: { queues: string[] | null; now: Date }): Promise<Record<string, number>>
  /** Writes a batch's outcomes as Payload's runJobs writes them (see batch.ts). */
  settle(args: SettleArgs): Promise<void>
  /** Puts down jobs this runner claimed, so Payload's own runner can claim them (Payload 4's runByID claims its job itself). */
  release(ids: Array<number | string>): Promise<void>
  /** Each of `queues`' jobs by status as health.ts defines them, and its oldest queued job's createdAt. */
  countStatuses(args: StatusCountArgs): Promise<Record<string, StatusCounts>>
}

export interface StatusCountArgs {
  queues: string[]
  now: Date
  /** Succeeded counts jobs completed from this time on. */
  succeededSince: Date
}

export type StatusCounts = QueueCounts & { oldestQueuedAt: string | null }

/** One entry of a job's task log (Payload's payload-jobs `log` array). */
export interface TaskLogEntry {
  jobId: number | string
  /** 1-based position in the job's log: one entry per run so far. */
  order: number
  executedAt: string
  completedAt: string
  taskSlug: string
  input: unknown
  state: 'succeeded' | 'failed'
  error?: unknown
}

export interface SettleArgs {
  now: Date
  /** Completed jobs: deleted (Payload's deleteJobOnComplete) or marked completed. */
  succeeded: Array<{ id: number | string; totalTried: number }>
  deleteCompleted: boolean
  /** Failed runs: rescheduled at waitUntil, or closed with hasError and error when final. */
  failed: Array<{
    id: number | string
    totalTried: number
    waitUntil: Date | null
    final: boolean
    error: unknown
  }>
  /** Log entries to append (none for jobs that are deleted). */
  log: TaskLogEntry[]
}

export interface ClaimedJob {
  id: number | string
  queue: string
  task: string | null
  workflow: string | null
  /** Returned by the claim itself, so a batch handler's jobs need no second read. */
  input: unknown
  /** Runs before this one. */
  totalTried: number
  /**
   * The document its input names (ClaimDocument), read by the claim itself: null when there is no such
   * document; absent when the claim did not read it (SQLite, or not asked).
   */
  document?: Row | null
  /** The document `document` names (ClaimDocument.related), read likewise: null when there is none. */
  related?: Row | null
}

/**
 * A document that jobs of `task` name in their input (its id under `inputKey`), and the fields of it to
 * read; and optionally a document that one names in its field `related.field`.
 */
export interface ClaimDocument {
  task: string
  collection: string
  inputKey: string
  fields: string[]
  related?: { field: string; collection: string; fields: string[] }
}

export type Row = Record<string, unknown>
