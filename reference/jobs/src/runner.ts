import type { Payload } from 'payload'
import type { JobRunStatus, PauseStore, RanJob, ResolvedReliability, RunResult, SkippedQueue } from './types'
import { batchHandlerFor, ranAs, runBatch, type BatchHandler } from './batch'
import { getJobStore, type ClaimedJob, type JobStore } from './store/jobStore'

export interface RunDueArgs {
  payload: Payload
  pauseStore?: PauseStore
  /** Queues to run; null = every queue. */
  queues: string[] | null
  /** Jobs claimed at most (validated by the caller: queue-run's query, createWorker's options). */
  limit: number
  silent?: boolean
  /** Lease owner when leases are on. */
  owner: string
  /** Leases on: claimed jobs are leased to `owner` and heartbeated while they run. */
  reliability: ResolvedReliability | false
  now: () => Date
}

/**
 * Claims due jobs of the unpaused queues atomically, then runs each through Payload's own runJobs
 * (payload.jobs.runByID): task/workflow execution, retries, backoff, logs and cancellation stay Payload's.
 * Jobs of a task with a registered batch handler run together in one call (batch.ts).
 */
export const runDue = async ({ reliability, limit, now: clockNow, owner, pauseStore, payload, queues, silent = false }: RunDueArgs): Promise<RunResult> => {
  const now = clockNow()
  const store = getJobStore(payload)
  const pause = pauseStore ? await pauseStore.state() : { global: false, queues: [] as string[] }

  const paused = pause.global ? (queues ?? null) : queues ? queues.filter((queue) => pause.queues.includes(queue)) : pause.queues
  const skipped = await describeSkipped(store, paused, pause.global, now)
  if (pause.global) return { ran: [], skipped }

  const runnable = queues ? queues.filter((queue) => !pause.queues.includes(queue)) : null
  const lease = reliability ? { owner, expiresAt: new Date(now.getTime() + reliability.leaseMs) } : undefined
  const claimed = await store.claim({ exclude: runnable ? [] : pause.queues, lease, limit, now, queues: runnable })
  if (!claimed.length) return { ran: [], skipped }

  const heartbeat =
    lease && reliability
      ? setInterval(() => {
          store
            .heartbeat({ expiresAt: new Date(clockNow().getTime() + reliability.leaseMs), owner: lease.owner })
            .catch((err: unknown) => payload.logger.error({ err, msg: 'payload-plugin-suite/jobs: lease heartbeat failed' }))
        }, reliability.heartbeatMs)
      : undefined
  try {
    // Tasks with a batch handler run as one call per task; every other job through Payload's runByID.
    const batches = new Map<string, { handler: BatchHandler; jobs: ClaimedJob[] }>()
    const single: ClaimedJob[] = []
    for (const job of claimed) {
      const handler = batchHandlerFor(payload, job)
      if (!handler) single.push(job)
      else batches.set(job.task!, { handler, jobs: [...(batches.get(job.task!)?.jobs ?? []), job] })
    }
    // In parallel, as Payload's /run runs a batch.
    const ran = (
      await Promise.all([
        ...[...batches].map(([task, batch]) => runBatch(payload, store, batch.handler, task, batch.jobs)),
        ...single.map(async (job): Promise<RanJob[]> => {
          const result = await payload.jobs.runByID({ id: job.id, overrideAccess: true, silent })
          const status = (result as { jobStatus?: Record<string, { status: JobRunStatus }> }).jobStatus?.[String(job.id)]?.status
          return [ranAs(job, status ?? 'error')]
        }),
      ])
    ).flat()
    // Claim order (FIFO), whichever way each job ran.
    const order = new Map(claimed.map((job, index) => [String(job.id), index]))
    ran.sort((a, b) => order.get(String(a.id))! - order.get(String(b.id))!)
    return { ran, skipped }
  } finally {
    clearInterval(heartbeat)
  }
}

const describeSkipped = async (
  store: JobStore,
  paused: string[] | null,
  global: boolean,
  now: Date,
): Promise<SkippedQueue[]> => {
  if (paused && !paused.length) return []
  const due = await store.countDue({ now, queues: paused })
  const names = [...(paused ?? Object.keys(due))].sort()
  return names.map((queue) => ({ dueJobs: due[queue] ?? 0, pausedBy: global ? 'global' : 'queue', queue }))
}
