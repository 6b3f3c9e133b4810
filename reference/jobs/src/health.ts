import type { Payload } from 'payload'
import { emptyCounts, JOB_COUNTERS } from './counters'
import { DEFAULT_QUEUES, defaultClock } from './defaults'
import { readMarker } from './marker'
import { createPauseStore } from './pauseStore'
import { getJobStore, type StatusCounts } from './store/jobStore'
import type { QueueHealth, QueueHealthOptions, QueueHealthReport } from './types'

/** Where Payload records each schedule's last run. */
const JOBS_STATS_GLOBAL = 'payload-jobs-stats'

/**
 * Succeeded counts jobs completed this long before now: the count of all of them would read every
 * completed job ever kept, a scan that grows with history on each call.
 */
const SUCCEEDED_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * How long queue-status reuses the counts it took (by the plugin's clock), so dashboards polling it
 * from many tabs cost one count per interval; a queue endpoint that changes jobs or pauses drops them.
 */
const SHARED_COUNTS_MS = 1_000

/**
 * Statuses of a job, from its fields (see CONFORMANCE.md; the stores count them, store/). The first
 * seven are mutually exclusive and cover every job but succeeded ones completed before the window;
 * `recovered` counts jobs the orphan sweep has recovered at least once, whatever their status now.
 */
const EXCLUSIVE = JOB_COUNTERS.filter((status) => status !== 'recovered')

/** Counts of the covered queues taken at one moment. */
interface Counted {
  now: Date
  succeededSince: Date
  counts: Record<string, StatusCounts>
}

const countAt = async (payload: Payload, queues: string[], now: Date): Promise<Counted> => {
  const succeededSince = new Date(now.getTime() - SUCCEEDED_WINDOW_MS)
  return {
    now,
    succeededSince,
    counts: await getJobStore(payload).countStatuses({ now, queues, succeededSince }),
  }
}

/** Counts queue-status took lately (or is taking), per Payload and set of covered queues, with the time they are for. */
const sharedCounts = new WeakMap<Payload, Map<string, { at: number; counting: Promise<Counted> }>>()

/** Drops the counts queue-status shares, so the next report shows a change just made. */
export const forgetSharedCounts = (payload: Payload) => sharedCounts.delete(payload)

interface StatsGlobal {
  stats?: {
    scheduledRuns?: {
      queues?: Record<
        string,
        {
          tasks?: Record<string, { lastScheduledRun?: string }>
          workflows?: Record<string, { lastScheduledRun?: string }>
        }
      >
    }
  }
}

const latest = (values: Array<string | null | undefined>): string | null =>
  values
    .filter((value): value is string => Boolean(value))
    .sort()
    .at(-1) ?? null

const resolve = (payload: Payload, options: QueueHealthOptions) => {
  const marker = readMarker(payload.config)
  return {
    queues: options.queues ?? marker?.queues ?? DEFAULT_QUEUES,
    now: (options.now ?? marker?.now ?? defaultClock)(),
  }
}

/**
 * The queue health report (the same object GET /api/payload-jobs/queue-status answers with). Called
 * from outside the plugin, options it is not given default to those jobs() recorded in the config.
 */
export const getQueueHealth = async (
  payload: Payload,
  options: QueueHealthOptions = {},
): Promise<QueueHealthReport> => {
  const { now, queues } = resolve(payload, options)
  return report(payload, queues, await countAt(payload, queues, now))
}

/**
 * The report queue-status answers with: as getQueueHealth, but counts taken less than
 * SHARED_COUNTS_MS ago (or being taken) for the same queues are reused; pauses and schedules are read
 * fresh. Reuse is judged by the plugin's clock, so an injected clock that moves on gets new counts.
 */
export const getSharedQueueHealth = async (
  payload: Payload,
  options: QueueHealthOptions = {},
): Promise<QueueHealthReport> => {
  const { now, queues } = resolve(payload, options)
  const key = JSON.stringify(queues)
  let byQueues = sharedCounts.get(payload)
  if (!byQueues) sharedCounts.set(payload, (byQueues = new Map()))
  let held = byQueues.get(key)
  if (!held || now.getTime() < held.at || now.getTime() - held.at >= SHARED_COUNTS_MS) {
    const taking = { at: now.getTime(), counting: countAt(payload, queues, now) }
    byQueues.set(key, taking)
    // A failed count is not shared: the next call tries again.
    taking.counting.catch(() => byQueues.get(key) === taking && byQueues.delete(key))
    held = taking
  }
  return report(payload, queues, await held.counting)
}

const report = async (
  payload: Payload,
  queues: string[],
  { counts, now, succeededSince }: Counted,
): Promise<QueueHealthReport> => {
  const req = {}
  const [pause, stats] = await Promise.all([
    createPauseStore(payload).state(),
    // Payload registers the global when the config has schedules (Payload 3 also flags it as jobs.stats, gone in Payload 4).
    payload.config.globals.some((global) => global.slug === JOBS_STATS_GLOBAL)
      ? (payload.db.findGlobal({ slug: JOBS_STATS_GLOBAL, req }) as Promise<StatsGlobal | null>)
      : null,
  ])

  const perQueue = queues.map((queue): QueueHealth => {
    const { oldestQueuedAt, ...queueCounts } = counts[queue]
    const scheduled = stats?.stats?.scheduledRuns?.queues?.[queue]
    return {
      ...queueCounts,
      lastScheduledRun: latest([
        ...Object.values(scheduled?.tasks ?? {}).map((entry) => entry.lastScheduledRun),
        ...Object.values(scheduled?.workflows ?? {}).map((entry) => entry.lastScheduledRun),
      ]),
      oldestQueuedAgeMs: oldestQueuedAt
        ? Math.max(0, now.getTime() - new Date(oldestQueuedAt).getTime())
        : null,
      oldestQueuedAt,
      pause: pause.records.queues[queue] ?? null,
      paused: pause.global || pause.queues.includes(queue),
      queue,
      total: EXCLUSIVE.reduce((sum, status) => sum + queueCounts[status], 0),
    }
  })

  const totals = { ...emptyCounts(), total: 0 }
  for (const entry of perQueue) {
    for (const status of JOB_COUNTERS) totals[status] += entry[status]
    totals.total += entry.total
  }
  return {
    generatedAt: now.toISOString(),
    lastScheduledRun: latest(perQueue.map((entry) => entry.lastScheduledRun)),
    globalPause: pause.records.global,
    pausedGlobally: pause.global,
    queues: perQueue,
    succeededSince: succeededSince.toISOString(),
    totals,
  }
}
