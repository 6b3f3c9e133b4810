import type { Payload, Where } from 'payload'
import type { QueueCounts } from '../types'
import { logRow } from './logRow'
import {
  inHandWhere,
  notInHandWhere,
  type ProcessingShape,
  pickUpData,
  putDownData,
} from './processing'
import type { ClaimedJob, JobStore, StatusCountArgs, StatusCounts, TaskLogEntry } from './types'

const JOBS = 'payload-jobs'

/** The fields of a payload-jobs document this store reads. */
interface JobDocument {
  id: number | string
  queue?: string | null
  taskSlug?: string | null
  workflowSlug?: string | null
  input?: unknown
  totalTried?: number | null
  recoveredCount?: number | null
}

const iso = (date: Date) => date.toISOString()

const untried: Where = { or: [{ totalTried: { exists: false } }, { totalTried: { equals: 0 } }] }

/** The statuses of health.ts as Local API conditions. */
const statusWhere = (
  { now, succeededSince }: StatusCountArgs,
  shape: ProcessingShape,
): Record<keyof QueueCounts, Where> => {
  const open: Where[] = [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }]
  const idle: Where[] = [...open, notInHandWhere(shape, iso(now))]
  return {
    cancelled: { and: [{ hasError: { equals: true } }, { 'error.cancelled': { equals: true } }] },
    // Counted as every errored job minus the cancelled ones (JSON not_equals is unreliable across adapters).
    failed: { hasError: { equals: true } },
    succeeded: {
      and: [
        { completedAt: { greater_than_equal: iso(succeededSince) } },
        { hasError: { not_equals: true } },
      ],
    },
    processing: { and: [...open, inHandWhere(shape, iso(now))] },
    retrying: { and: [...idle, { totalTried: { greater_than: 0 } }] },
    scheduled: { and: [...idle, untried, { waitUntil: { greater_than: iso(now) } }] },
    queued: {
      and: [
        ...idle,
        untried,
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: iso(now) } }] },
      ],
    },
    recovered: { recoveredCount: { greater_than: 0 } },
  }
}

/**
 * Status counts through Payload's adapter API: a count per status and queue, and a find for the oldest
 * queued job. Also the drizzle store's way where the adapter exposes no driver to run its one statement on.
 */
export const countStatusesThroughApi =
  (payload: Payload, shape: ProcessingShape) =>
  async (args: StatusCountArgs): Promise<Record<string, StatusCounts>> => {
    const where = statusWhere(args, shape)
    const statuses = Object.keys(where) as Array<keyof QueueCounts>
    const perQueue = await Promise.all(
      args.queues.map(async (queue): Promise<[string, StatusCounts]> => {
        // Payload gives a job the queue 'default' unless it names one; a job written without any counts there too.
        const inQueue: Where =
          queue === 'default'
            ? { or: [{ queue: { equals: queue } }, { queue: { exists: false } }] }
            : { queue: { equals: queue } }
        const byStatus = {} as QueueCounts
        const [oldest] = await Promise.all([
          payload.db.find<{ createdAt: string }>({
            collection: JOBS,
            limit: 1,
            pagination: false,
            select: { createdAt: true },
            sort: 'createdAt',
            where: { and: [inQueue, where.queued] },
          }),
          ...statuses.map(async (status) => {
            byStatus[status] = (
              await payload.db.count({ collection: JOBS, where: { and: [inQueue, where[status]] } })
            ).totalDocs
          }),
        ])
        const createdAt = oldest.docs[0]?.createdAt
        return [
          queue,
          {
            ...byStatus,
            failed: byStatus.failed - byStatus.cancelled,
            oldestQueuedAt: createdAt ? new Date(createdAt).toISOString() : null,
          },
        ]
      }),
    )
    return Object.fromEntries(perQueue)
  }

/**
 * The job store on Payload's database adapter API, which every adapter has: updateJobs (the call
 * Payload's own runJobs claims with), find, count and deleteMany, outside any request's transaction.
 * No statement is written here, so it keeps working where the drizzle store's tables or columns are
 * not what it expects; each operation costs a read and a write per job where the drizzle store makes
 * one statement, and it reads no claimed documents (batch handlers read them themselves).
 */
export const createPublicJobStore = ({
  leaseMs,
  payload,
  shape,
}: {
  leaseMs: number
  payload: Payload
  shape: ProcessingShape
}): JobStore => {
  const { db } = payload
  const putDown = putDownData(shape)
  const due = (now: Date): Where[] => [
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
    notInHandWhere(shape, iso(now)),
    { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: iso(now) } }] },
  ]
  const updateJobs = async (
    where: Where,
    data: Record<string, unknown>,
    limit = 0,
  ): Promise<JobDocument[]> =>
    ((await db.updateJobs({ data, limit, returning: true, sort: 'createdAt', where })) ??
      []) as JobDocument[]
  const findJobs = async (where: Where, select?: Record<string, true>): Promise<JobDocument[]> =>
    (
      await db.find({
        collection: JOBS,
        limit: 0,
        pagination: false,
        select,
        sort: 'createdAt',
        where,
      })
    ).docs as unknown as JobDocument[]
  const expired = (now: Date): Where =>
    shape === 'lease'
      ? {
          and: [
            { processingToken: { exists: true } },
            { completedAt: { exists: false } },
            { processingUntil: { less_than: iso(now) } },
          ],
        }
      : {
          and: [
            { processing: { equals: true } },
            { completedAt: { exists: false } },
            { leaseExpiresAt: { exists: true } },
            { leaseExpiresAt: { less_than: iso(now) } },
          ],
        }

  return {
    countStatuses: countStatusesThroughApi(payload, shape),
    overlapsWork: payload.db.name !== 'sqlite',
    async claim({ exclude, lease, limit, now, queues }) {
      if (queues && !queues.length) return []
      const taken = pickUpData(shape, leaseMs, now, lease)
      const where: Where = {
        and: [
          ...due(now),
          ...(queues ? [{ queue: { in: queues } }] : []),
          ...(exclude.length ? [{ queue: { not_in: exclude } }] : []),
        ],
      }
      // One conditional update per job, the job's being still free part of its where: db-mongodb and
      // the drizzle adapters (from Payload 3.90) apply it in the update itself, so of runners racing
      // for a job one gets it. updateJobs would not: it finds jobs, then updates them by id. Jobs lost
      // to another runner are replaced by the next due ones, as SKIP LOCKED does on the SQL path.
      const claimed: JobDocument[] = []
      const tried: Array<number | string> = []
      while (claimed.length < limit) {
        const candidates = (
          await db.find({
            collection: JOBS,
            limit: limit - claimed.length,
            pagination: false,
            select: { id: true },
            sort: 'createdAt',
            where: tried.length ? { and: [where, { id: { not_in: tried } }] } : where,
          })
        ).docs
        if (!candidates.length) break
        tried.push(...candidates.map((candidate) => candidate.id))
        const won = await Promise.all(
          candidates.map(
            (candidate) =>
              db.updateOne({
                collection: JOBS,
                data: taken,
                where: { and: [{ id: { equals: candidate.id } }, notInHandWhere(shape, iso(now))] },
              }) as Promise<JobDocument | null>,
          ),
        )
        claimed.push(...won.filter((job): job is JobDocument => Boolean(job)))
      }
      return claimed.map(
        (job): ClaimedJob => ({
          id: job.id,
          queue: job.queue ?? 'default',
          task: job.taskSlug ?? null,
          workflow: job.workflowSlug ?? null,
          input: job.input,
          totalTried: Number(job.totalTried ?? 0),
        }),
      )
    },
    async heartbeat({ expiresAt, owner }) {
      const held: Where =
        shape === 'lease'
          ? { and: [{ processingToken: { equals: owner } }, { processingUntil: { exists: true } }] }
          : { and: [{ leasedBy: { equals: owner } }, { processing: { equals: true } }] }
      const data =
        shape === 'lease' ? { processingUntil: iso(expiresAt) } : { leaseExpiresAt: iso(expiresAt) }
      return (await updateJobs(held, data)).length
    },
    async recoverExpired({ now }) {
      const candidates = await findJobs(expired(now), { recoveredCount: true })
      const idsByCount = new Map<number, Array<number | string>>()
      for (const job of candidates) {
        const count = Number(job.recoveredCount ?? 0)
        idsByCount.set(count, [...(idsByCount.get(count) ?? []), job.id])
      }
      const recovered: Array<number | string> = []
      for (const [count, ids] of idsByCount) {
        // The expiry is checked again, so a job another sweep or its runner changed meanwhile is left alone.
        const rows = await updateJobs(
          { and: [{ id: { in: ids } }, expired(now)] },
          {
            ...putDown,
            ...(shape === 'flag' && { leaseExpiresAt: null, leasedBy: null }),
            recoveredAt: iso(now),
            recoveredCount: count + 1,
          },
        )
        recovered.push(...rows.map((job) => job.id))
      }
      return recovered
    },
    async settle({ deleteCompleted, failed, log, now, succeeded }) {
      const entriesOf = new Map<string, TaskLogEntry[]>()
      for (const entry of log)
        entriesOf.set(String(entry.jobId), [...(entriesOf.get(String(entry.jobId)) ?? []), entry])
      const update = (id: number | string, data: Record<string, unknown>) => {
        const entries = entriesOf.get(String(id))
        return db.updateJobs({
          data: { ...data, ...(entries && { log: { $push: entries.map(logRow) } }) },
          id,
          returning: false,
        })
      }
      if (succeeded.length && deleteCompleted)
        await db.deleteMany({
          collection: JOBS,
          where: { id: { in: succeeded.map((job) => job.id) } },
        })
      else
        for (const job of succeeded)
          await update(job.id, {
            ...putDown,
            completedAt: iso(now),
            totalTried: job.totalTried + 1,
          })
      for (const job of failed) {
        await update(job.id, {
          ...putDown,
          totalTried: job.totalTried + 1,
          waitUntil: job.waitUntil && iso(job.waitUntil),
          ...(job.final && { error: job.error, hasError: true }),
        })
      }
    },
    async release(ids) {
      if (ids.length) await updateJobs({ id: { in: ids } }, putDown)
    },
    async countDue({ now, queues }) {
      const names = queues ?? [
        ...new Set(
          (await findJobs({ and: due(now) }, { queue: true })).map((job) => job.queue ?? 'default'),
        ),
      ]
      const counts = await Promise.all(
        names.map(async (queue) => [
          queue,
          (
            await db.count({
              collection: JOBS,
              where: { and: [...due(now), { queue: { equals: queue } }] },
            })
          ).totalDocs,
        ]),
      )
      return Object.fromEntries(counts)
    },
  }
}
