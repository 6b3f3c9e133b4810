import { createLocalReq, getCurrentDate, type Payload, type PayloadRequest, type TaskConfig } from 'payload'
import type { JobRunStatus, RanJob } from './types'
import { BATCH_HANDLERS_KEY, deletesCompletedJobs } from './defaults'
import type { ClaimDocument, ClaimedJob, JobStore, Row, SettleArgs, TaskLogEntry } from './store/jobStore'

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
  document?: Row | null
  /** The document `document` names in the field the handler's `document.related` gives, read likewise. */
  related?: Row | null
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
 * still serves Payload's /run and autoRun. Described by shape, so the plugin registering it need not
 * import this package.
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
export type RetryHook = (args: { job: { id: number | string; input: unknown }; req: PayloadRequest }) => Promise<{ message: string } | null>

/** A claimed job as queue-run and the worker report it (its input stays out of the answer). */
export const ranAs = ({ id, queue, task, workflow }: ClaimedJob, status: JobRunStatus): RanJob => ({ id, queue, task, workflow, status })

const batchHandlersOf = (payload: Payload) =>
  (payload.config.custom as Record<string, Record<string, BatchHandler> | undefined> | undefined)?.[BATCH_HANDLERS_KEY]

export const batchHandlerFor = (payload: Payload, job: ClaimedJob): BatchHandler | undefined =>
  !job.task || job.workflow ? undefined : batchHandlersOf(payload)?.[job.task]

export const retryHookFor = (payload: Payload, task: string | null | undefined): RetryHook | undefined =>
  task ? batchHandlersOf(payload)?.[task]?.retry : undefined

/** The documents batch handlers ask the claim to read, by task. */
export const claimDocuments = (payload: Payload): ClaimDocument[] =>
  Object.entries(batchHandlersOf(payload) ?? {}).flatMap(([task, handler]) => (handler.document ? [{ task, ...handler.document }] : []))

/** Payload's calculateBackoffWaitUntil, for the run that just failed (totalTried is its count before it). */
const backoffUntil = (task: TaskConfig | undefined, totalTried: number, now: Date): Date => {
  const backoff = typeof task?.retries === 'object' ? task.retries.backoff : undefined
  if (!backoff?.delay) return now
  return new Date(now.getTime() + (backoff.type === 'exponential' ? 2 ** totalTried * backoff.delay : backoff.delay))
}

const attemptsOf = (task: TaskConfig | undefined): number =>
  typeof task?.retries === 'number' ? task.retries : typeof task?.retries === 'object' ? (task.retries.attempts ?? 0) : 0

/**
 * One batch: calls the handler once with the jobs as claimed, then writes every job's outcome the way
 * Payload's runJobs does (a completed job deleted when deleteJobOnComplete, else completedAt; a
 * failure's log entry, totalTried + 1, backoff waitUntil, hasError and error once retries run out)
 * in a few grouped statements instead of several per job: for the outcomes the handler hands over
 * early as they come, one statement group at a time, and for the rest when it returns.
 */
export const runBatch = async (payload: Payload, store: JobStore, handler: BatchHandler, taskSlug: string, claimed: ClaimedJob[]): Promise<RanJob[]> => {
  const task = payload.config.jobs.tasks?.find((entry) => entry.slug === taskSlug)
  const jobs = claimed.map(({ document, id, input, related, totalTried }) => ({
    id,
    input,
    totalTried,
    ...(document !== undefined && { document }),
    ...(related !== undefined && { related }),
  }))
  const jobsById = new Map(jobs.map((job) => [String(job.id), job]))
  const executedAt = getCurrentDate().toISOString()
  const deleteCompleted = deletesCompletedJobs(payload.config)
  const attempts = attemptsOf(task)
  const statuses = new Map<string, JobRunStatus>()
  let settling: Promise<void> = Promise.resolve()
  let settleFailure: { error: unknown } | undefined

  const settle = (outcomes: BatchOutcome[]) => {
    const now = getCurrentDate()
    const args: SettleArgs = { now, succeeded: [], failed: [], log: [], deleteCompleted }
    for (const outcome of outcomes) {
      const job = jobsById.get(String(outcome.id))
      // Not a job of this batch, or settled already.
      if (!job || statuses.has(String(job.id))) continue
      // Built only when logged: a completed job that is deleted keeps no log.
      const entry = (): TaskLogEntry => ({
        jobId: job.id,
        order: job.totalTried + 1,
        executedAt,
        completedAt: now.toISOString(),
        taskSlug,
        input: job.input,
        state: outcome.ok ? 'succeeded' : 'failed',
      })
      if (outcome.ok) {
        args.succeeded.push(job)
        if (!deleteCompleted) args.log.push(entry())
        statuses.set(String(job.id), 'success')
        continue
      }
      const error = { name: 'Error', cancelled: false, message: outcome.error ?? 'Failed' }
      const final = job.totalTried >= attempts
      const backoff = backoffUntil(task, job.totalTried, now)
      const waitUntil = outcome.waitUntil && outcome.waitUntil > backoff ? outcome.waitUntil : backoff
      args.failed.push({ id: job.id, totalTried: job.totalTried, final, error, waitUntil: waitUntil > now ? waitUntil : null })
      args.log.push({ ...entry(), error })
      statuses.set(String(job.id), final ? 'error-reached-max-retries' : 'error')
    }
    if (!args.succeeded.length && !args.failed.length) return
    // One settle at a time; a failure is thrown once the batch is done (its jobs stay claimed, for the sweep).
    settling = settling.then(() => store.settle(args)).catch((error: unknown) => void (settleFailure ??= { error }))
  }

  let outcomes: BatchOutcome[]
  try {
    outcomes = await handler({ jobs, req: await createLocalReq({}, payload), settle })
  } catch (err) {
    payload.logger.error({ err, msg: `payload-plugin-suite/jobs: batch handler of ${taskSlug} failed` })
    outcomes = jobs.map((job) => ({ id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) }))
  }
  const answered = new Set(outcomes.map((outcome) => String(outcome.id)))
  const unanswered = jobs.filter((job) => !answered.has(String(job.id)) && !statuses.has(String(job.id)))
  settle([...outcomes, ...unanswered.map((job) => ({ id: job.id, ok: false, error: 'The batch handler returned no outcome for this job' }))])
  await settling
  if (settleFailure) throw settleFailure.error
  return claimed.map((job) => ranAs(job, statuses.get(String(job.id)) ?? 'error'))
}
