import type { Payload } from 'payload'
import type { JobRunStatus, PauseStore, RanJob, ResolvedReliability, RunResult, SkippedQueue } from './types'
import { getJobStore, type JobStore } from './store/jobStore'

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
    // In parallel, as Payload's /run runs a batch.
    const ran = await Promise.all(
      claimed.map(async (job): Promise<RanJob> => {
        const result = await payload.jobs.runByID({ id: job.id, overrideAccess: true, silent })
        const status = (result as { jobStatus?: Record<string, { status: JobRunStatus }> }).jobStatus?.[String(job.id)]?.status
        return { ...job, status: status ?? 'error' }
      }),
    )
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
