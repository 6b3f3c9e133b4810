import { APIError, type Endpoint, type PayloadRequest, type Where } from 'payload'
import { isUuid, keysByUuid } from '../../../shared/ids'
import { retryHookFor } from '../batch'
import { deletesCompletedJobs } from '../defaults'
import { jobsT } from '../i18n'
import { processingShapeOf, putDownData } from '../store/processing'
import { queueEndpoint, type ResolvedQueueControl } from './queueEndpoint'
import { readBody } from './queuePause'

/** Rows a list answers at most: the dashboard shows the latest, not an archive. */
const LIST_LIMIT = 20

export interface JobDoc {
  id: number | string
  queue?: string | null
  taskSlug?: string | null
  workflowSlug?: string | null
  input?: unknown
  hasError?: boolean | null
  completedAt?: string | null
  processing?: boolean | null
  totalTried?: number | null
  error?: { cancelled?: boolean; message?: string } | Record<string, unknown> | null
  log?: Array<{ error?: { message?: string } | null; state?: string }> | null
  recoveredCount?: number | null
  recoveredAt?: string | null
  createdAt: string
  updatedAt: string
}

export interface ListedJob {
  id: number | string
  queue: string
  task: string | null
  /** Why it failed: the job's error message, or its last failed log entry's. */
  error: string | null
  totalTried: number
  /** Open: neither completed nor failed (a recovered job waiting to run again); only open jobs can be cancelled. */
  open: boolean
  recoveredCount: number
  recoveredAt: string | null
  updatedAt: string
}

const messageOf = (job: JobDoc): string | null => {
  const error = job.error as { message?: unknown } | null | undefined
  if (typeof error?.message === 'string') return error.message
  // Stryker disable next-line ArrayDeclaration: an entry that is not a log entry has no failed state, so nothing is found in it
  const failed = [...(job.log ?? [])].reverse().find((entry) => entry.state === 'failed')
  return failed?.error?.message ?? null
}

const isCancelled = (job: JobDoc) =>
  (job.error as { cancelled?: unknown } | null | undefined)?.cancelled === true

/** A job as the dashboard lists it; a field the job's document lacks (a document store leaves unset ones out) reads as its empty value. */
export const toListed = (job: JobDoc): ListedJob => ({
  id: job.id,
  queue: job.queue ?? 'default',
  task: job.taskSlug ?? job.workflowSlug ?? null,
  error: messageOf(job),
  totalTried: job.totalTried ?? 0,
  open: !job.completedAt && !job.hasError,
  recoveredCount: job.recoveredCount ?? 0,
  recoveredAt: job.recoveredAt ?? null,
  updatedAt: job.updatedAt,
})

const find = (req: PayloadRequest, where: Where) =>
  req.payload.db.find<JobDoc>({
    collection: 'payload-jobs',
    limit: LIST_LIMIT * 2,
    // Stryker disable next-line BooleanLiteral: paginating adds a count query; the same rows come back
    pagination: false,
    req,
    sort: '-updatedAt',
    where,
  })

const inQueues = (queues: string[]): Where => ({
  or: [
    { queue: { in: queues } },
    ...(queues.includes('default') ? [{ queue: { exists: false } }] : []),
  ],
})

/**
 * GET /queue-jobs: the latest failed jobs (errored, not cancelled) and recovered jobs (taken back from
 * a dead worker at least once) of the covered queues, for the dashboard's lists.
 */
export const queueJobsEndpoint = ({ access, queues }: ResolvedQueueControl): Endpoint =>
  queueEndpoint({ path: '/queue-jobs', access }, async (req) => {
    const [failed, recovered] = await Promise.all([
      find(req, { and: [inQueues(queues), { hasError: { equals: true } }] }),
      find(req, { and: [inQueues(queues), { recoveredCount: { greater_than: 0 } }] }),
    ])
    return {
      failed: failed.docs
        .filter((job) => !isCancelled(job))
        .slice(0, LIST_LIMIT)
        .map(toListed),
      recovered: recovered.docs.slice(0, LIST_LIMIT).map(toListed),
    }
  })

/** Longest job id accepted: a UUID is 36 characters, a MongoDB ObjectId 24. */
const JOB_ID_MAX = 64

const readJob = async (req: PayloadRequest): Promise<JobDoc> => {
  const body = await readBody(req, ['id'])
  if ((typeof body.id !== 'string' || !body.id) && !Number.isSafeInteger(body.id))
    throw new APIError('id must be a job id.', 400)
  const id = String(body.id)
  const numeric = req.payload.db.defaultIDType === 'number'
  // Numeric ids past 2^53 are not ids a database hands out; on a UUID-keyed one only a UUID is an
  // id; no id is longer than JOB_ID_MAX.
  if (
    (numeric && !/^\d{1,15}$/.test(id)) ||
    (keysByUuid(req.payload.db) && !isUuid(id)) ||
    id.length > JOB_ID_MAX
  )
    throw new APIError('id must be a job id.', 400)
  const job = await req.payload.db.findOne<JobDoc>({
    collection: 'payload-jobs',
    req,
    where: { id: { equals: body.id } },
  })
  if (!job) throw new APIError(jobsT(req.t)('jobNotFound', { id: body.id }), 404)
  return job
}

/**
 * POST /queue-retry `{ id }`: a failed or cancelled job runs again from scratch: its tries and its task
 * log are reset, since Payload counts a task's retries from the log's failed entries. Where the task's
 * plugin registered a retry hook (batch.ts) and the hook retries the work itself, the failed job is
 * closed instead, as Payload closes a completed one.
 */
export const queueRetryEndpoint = ({ access, now }: ResolvedQueueControl): Endpoint =>
  queueEndpoint({ path: '/queue-retry', access, method: 'post' }, async (req) => {
    const job = await readJob(req)
    if (!job.hasError) throw new APIError(jobsT(req.t)('jobHasNotFailed', { id: job.id }), 409)
    const hook = job.workflowSlug ? undefined : retryHookFor(req.payload, job.taskSlug)
    const handled = hook ? await hook({ job: { id: job.id, input: job.input }, req }) : null
    if (handled) {
      if (deletesCompletedJobs(req.payload.config))
        await req.payload.db.deleteOne({
          collection: 'payload-jobs',
          req,
          where: { id: { equals: job.id } },
        })
      else
        await req.payload.db.updateOne({
          collection: 'payload-jobs',
          data: { completedAt: now().toISOString(), error: null, hasError: false },
          id: job.id,
          req,
        })
      return { message: handled.message, id: job.id }
    }
    await req.payload.db.updateOne({
      collection: 'payload-jobs',
      data: {
        ...putDownData(processingShapeOf(req.payload)),
        completedAt: null,
        error: null,
        hasError: false,
        log: [],
        totalTried: 0,
        waitUntil: null,
      },
      id: job.id,
      req,
    })
    return { message: jobsT(req.t)('jobQueuedAgain', { id: job.id }), id: job.id }
  })

/** POST /queue-cancel `{ id }`: an open job (queued, scheduled, retrying or recovered) is cancelled through Payload. */
export const queueCancelEndpoint = ({ access }: ResolvedQueueControl): Endpoint =>
  queueEndpoint({ path: '/queue-cancel', access, method: 'post' }, async (req) => {
    const job = await readJob(req)
    if (job.completedAt || job.hasError)
      throw new APIError(jobsT(req.t)('jobHasEnded', { id: job.id }), 409)
    await req.payload.jobs.cancelByID({ id: job.id, req })
    return { message: jobsT(req.t)('jobCancelled', { id: job.id }), id: job.id }
  })
