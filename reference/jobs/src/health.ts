import type { Payload, Where } from 'payload'
import type { QueueCounts, QueueHealth, QueueHealthOptions, QueueHealthReport } from './types'
import { DEFAULT_QUEUES, defaultClock } from './defaults'
import { readMarker } from './marker'
import { createPauseStore } from './pauseStore'
import { inHandWhere, notInHandWhere, processingShapeOf, type ProcessingShape } from './store/processing'

/** Where Payload records each schedule's last run. */
const JOBS_STATS_GLOBAL = 'payload-jobs-stats'

/**
 * Status of a job, from its fields (see CONFORMANCE.md). The first seven are mutually exclusive
 * and cover every job; `recovered` counts jobs the orphan sweep has recovered at least once,
 * whatever their status now.
 */
const open: Where[] = [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }]

const statusWhere = (now: string, shape: ProcessingShape): Record<keyof QueueCounts, Where> => {
  const idle: Where[] = [...open, notInHandWhere(shape, now)]
  return {
    cancelled: { and: [{ hasError: { equals: true } }, { 'error.cancelled': { equals: true } }] },
    // Counted as every errored job minus the cancelled ones (JSON not_equals is unreliable across adapters).
    failed: { hasError: { equals: true } },
    succeeded: { and: [{ completedAt: { exists: true } }, { hasError: { not_equals: true } }] },
    processing: { and: [...open, inHandWhere(shape, now)] },
    retrying: { and: [...idle, { totalTried: { greater_than: 0 } }] },
    scheduled: { and: [...idle, { or: [{ totalTried: { exists: false } }, { totalTried: { equals: 0 } }] }, { waitUntil: { greater_than: now } }] },
    queued: {
      and: [
        ...idle,
        { or: [{ totalTried: { exists: false } }, { totalTried: { equals: 0 } }] },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now } }] },
      ],
    },
    recovered: { recoveredCount: { greater_than: 0 } },
  }
}

const STATUSES = ['queued', 'scheduled', 'retrying', 'processing', 'succeeded', 'failed', 'cancelled', 'recovered'] as const
const EXCLUSIVE = STATUSES.filter((status) => status !== 'recovered')

const emptyCounts = (): QueueCounts => ({ cancelled: 0, failed: 0, processing: 0, queued: 0, recovered: 0, retrying: 0, scheduled: 0, succeeded: 0 })

interface StatsGlobal {
  stats?: { scheduledRuns?: { queues?: Record<string, { tasks?: Record<string, { lastScheduledRun?: string }>; workflows?: Record<string, { lastScheduledRun?: string }> }> } }
}

const latest = (values: Array<string | null | undefined>): string | null =>
  values.filter((value): value is string => Boolean(value)).sort().at(-1) ?? null

/**
 * The queue health report (the same object GET /api/payload-jobs/queue-status answers with). Called
 * from outside the plugin, options it is not given default to those jobs() recorded in the config.
 */
export const getQueueHealth = async (payload: Payload, options: QueueHealthOptions = {}): Promise<QueueHealthReport> => {
  const marker = readMarker(payload.config)
  const queues = options.queues ?? marker?.queues ?? DEFAULT_QUEUES
  const now = (options.now ?? marker?.now ?? defaultClock)()
  const nowISO = now.toISOString()
  const where = statusWhere(nowISO, processingShapeOf(payload))
  const req = {}

  const [pause, stats] = await Promise.all([
    createPauseStore(payload).state(),
    // Payload registers the global when the config has schedules (Payload 3 also flags it as jobs.stats, gone in Payload 4).
    payload.config.globals.some((global) => global.slug === JOBS_STATS_GLOBAL) ? (payload.db.findGlobal({ slug: JOBS_STATS_GLOBAL, req }) as Promise<StatsGlobal | null>) : null,
  ])

  const perQueue = await Promise.all(
    queues.map(async (queue): Promise<QueueHealth> => {
      const inQueue: Where = queue === 'default' ? { or: [{ queue: { equals: queue } }, { queue: { exists: false } }] } : { queue: { equals: queue } }
      const counts = emptyCounts()
      await Promise.all(
        STATUSES.map(async (status) => {
          const { totalDocs } = await payload.db.count({ collection: 'payload-jobs', req, where: { and: [inQueue, where[status]] } })
          counts[status] = totalDocs
        }),
      )
      counts.failed -= counts.cancelled
      const oldest = await payload.db.find<{ createdAt: string }>({
        collection: 'payload-jobs',
        limit: 1,
        pagination: false,
        req,
        select: { createdAt: true },
        sort: 'createdAt',
        where: { and: [inQueue, where.queued] },
      })
      const oldestQueuedAt = oldest.docs[0]?.createdAt ? new Date(oldest.docs[0].createdAt) : null
      const scheduled = stats?.stats?.scheduledRuns?.queues?.[queue]
      return {
        ...counts,
        lastScheduledRun: latest([
          ...Object.values(scheduled?.tasks ?? {}).map((entry) => entry.lastScheduledRun),
          ...Object.values(scheduled?.workflows ?? {}).map((entry) => entry.lastScheduledRun),
        ]),
        oldestQueuedAgeMs: oldestQueuedAt ? Math.max(0, now.getTime() - oldestQueuedAt.getTime()) : null,
        oldestQueuedAt: oldestQueuedAt?.toISOString() ?? null,
        pause: pause.records.queues[queue] ?? null,
        paused: pause.global || pause.queues.includes(queue),
        queue,
        total: EXCLUSIVE.reduce((sum, status) => sum + counts[status], 0),
      }
    }),
  )

  const totals = { ...emptyCounts(), total: 0 }
  for (const entry of perQueue) {
    for (const status of STATUSES) totals[status] += entry[status]
    totals.total += entry.total
  }
  return {
    generatedAt: nowISO,
    lastScheduledRun: latest(perQueue.map((entry) => entry.lastScheduledRun)),
    globalPause: pause.records.global,
    pausedGlobally: pause.global,
    queues: perQueue,
    totals,
  }
}
