import { createLocalReq, getCurrentDate, type Payload, type TaskConfig } from 'payload'
import { deletesCompletedJobs } from './defaults'
import {
  BATCH_HANDLERS_KEY,
  type BatchHandler,
  type BatchOutcome,
  type JobsCustom,
  type RetryHook,
} from './protocol'
import type {
  ClaimDocument,
  ClaimedJob,
  JobStore,
  SettleArgs,
  TaskLogEntry,
} from './store/jobStore'
import type { JobRunStatus, RanJob } from './types'

/** A claimed job as queue-run and the worker report it (its input stays out of the answer). */
export const ranAs = ({ id, queue, task, workflow }: ClaimedJob, status: JobRunStatus): RanJob => ({
  id,
  queue,
  task,
  workflow,
  status,
})

const batchHandlersOf = (payload: Payload) => {
  const custom: JobsCustom | undefined = payload.config.custom
  return custom?.[BATCH_HANDLERS_KEY]
}

export const batchHandlerFor = (payload: Payload, job: ClaimedJob): BatchHandler | undefined =>
  !job.task || job.workflow ? undefined : batchHandlersOf(payload)?.[job.task]

export const retryHookFor = (
  payload: Payload,
  task: string | null | undefined,
): RetryHook | undefined => (task ? batchHandlersOf(payload)?.[task]?.retry : undefined)

/** The documents batch handlers ask the claim to read, by task. */
export const claimDocuments = (payload: Payload): ClaimDocument[] =>
  Object.entries(batchHandlersOf(payload) ?? {}).flatMap(([task, handler]) =>
    handler.document ? [{ task, ...handler.document }] : [],
  )

/** Payload's calculateBackoffWaitUntil, for the run that just failed (totalTried is its count before it). */
const backoffUntil = (task: TaskConfig | undefined, totalTried: number, now: Date): Date => {
  const backoff = typeof task?.retries === 'object' ? task.retries.backoff : undefined
  if (!backoff?.delay) return now
  return new Date(
    now.getTime() +
      (backoff.type === 'exponential' ? 2 ** totalTried * backoff.delay : backoff.delay),
  )
}

const attemptsOf = (task: TaskConfig | undefined): number =>
  typeof task?.retries === 'number'
    ? task.retries
    : typeof task?.retries === 'object'
      ? (task.retries.attempts ?? 0)
      : 0

/**
 * One batch: calls the handler once with the jobs as claimed, then writes every job's outcome the way
 * Payload's runJobs does (a completed job deleted when deleteJobOnComplete, else completedAt; a
 * failure's log entry, totalTried + 1, backoff waitUntil, hasError and error once retries run out)
 * in a few grouped statements instead of several per job: for the outcomes the handler hands over
 * early as they come, one statement group at a time, and for the rest when it returns.
 */
export const runBatch = async (
  payload: Payload,
  store: JobStore,
  handler: BatchHandler,
  taskSlug: string,
  claimed: ClaimedJob[],
): Promise<RanJob[]> => {
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
      const waitUntil =
        outcome.waitUntil && outcome.waitUntil > backoff ? outcome.waitUntil : backoff
      args.failed.push({
        id: job.id,
        totalTried: job.totalTried,
        final,
        error,
        waitUntil: waitUntil > now ? waitUntil : null,
      })
      args.log.push({ ...entry(), error })
      statuses.set(String(job.id), final ? 'error-reached-max-retries' : 'error')
    }
    if (!args.succeeded.length && !args.failed.length) return
    // One settle at a time; a failure is thrown once the batch is done (its jobs stay claimed, for the sweep).
    settling = settling
      .then(() => store.settle(args))
      .catch((error: unknown) => void (settleFailure ??= { error }))
  }

  let outcomes: BatchOutcome[]
  try {
    outcomes = await handler({ jobs, req: await createLocalReq({}, payload), settle })
  } catch (err) {
    payload.logger.error({
      err,
      msg: `payload-plugin-suite/jobs: batch handler of ${taskSlug} failed`,
    })
    outcomes = jobs.map((job) => ({
      id: job.id,
      ok: false,
      error: err instanceof Error ? err.message : String(err),
    }))
  }
  settle(outcomes)
  // Every job still without an outcome fails; settle passes over the ones settled already.
  settle(
    jobs.map((job) => ({
      id: job.id,
      ok: false,
      error: 'The batch handler returned no outcome for this job',
    })),
  )
  await settling
  if (settleFailure) throw settleFailure.error
  // The last settle gave every job a status.
  return claimed.map((job) => ranAs(job, statuses.get(String(job.id))!))
}
