import type { Payload } from 'payload'
import { batchHandlerFor, claimDocuments, ranAs, runBatch } from './batch'
import type { BatchHandler } from './protocol'
import { type ClaimedJob, getJobStore, type JobStore } from './store/jobStore'
import { processingShapeOf } from './store/processing'
import type {
  JobRunStatus,
  PauseStore,
  RanJob,
  ResolvedReliability,
  RunResult,
  SkippedQueue,
} from './types'

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
 * Claims due jobs of the unpaused queues atomically, then runs each through Payload's own runJobs:
 * task/workflow execution, retries, backoff, logs and cancellation stay Payload's. Jobs of a task with
 * a registered batch handler run together in one call (batch.ts).
 */
export const runDue = async ({
  reliability,
  limit,
  now: clockNow,
  owner,
  pauseStore,
  payload,
  queues,
  silent = false,
}: RunDueArgs): Promise<RunResult> => {
  const now = clockNow()
  const store = getJobStore(payload)
  const pause = pauseStore ? await pauseStore.state() : { global: false, queues: [] as string[] }

  const paused = pause.global
    ? (queues ?? null)
    : queues
      ? queues.filter((queue) => pause.queues.includes(queue))
      : pause.queues
  const skipped = await describeSkipped(store, paused, pause.global, now)
  if (pause.global) return { ran: [], skipped }

  const runnable = queues ? queues.filter((queue) => !pause.queues.includes(queue)) : null
  const lease = reliability
    ? { owner, expiresAt: new Date(now.getTime() + reliability.leaseMs) }
    : undefined
  const documents = claimDocuments(payload)
  const claim = (count: number) =>
    store.claim({
      documents,
      // Stryker disable next-line ArrayDeclaration: with queues named, the claim takes only those; exclude is not read
      exclude: runnable ? [] : pause.queues,
      lease,
      limit: count,
      now,
      queues: runnable,
    })
  // A large run claims in parts, each claim sent as the one before returns, and each part runs as soon
  // as it is claimed: a claim costs more the more rows it marks (every index of payload-jobs is
  // written), and nothing would run until one claim of the whole limit returned.
  const parts = claimSizes(limit, store.overlapsWork)
  const first = await claim(parts[0])
  // Stryker disable next-line ConditionalExpression: a shortcut; past it an empty claim claims no more parts and answers the same
  if (!first.length) return { ran: [], skipped }

  const heartbeat =
    // Stryker disable next-line ConditionalExpression,LogicalOperator: lease is set exactly when reliability is; both are named for the type checker
    lease && reliability
      ? setInterval(() => {
          store
            .heartbeat({
              expiresAt: new Date(clockNow().getTime() + reliability.leaseMs),
              owner: lease.owner,
            })
            .catch((err: unknown) =>
              payload.logger.error({
                err,
                msg: 'payload-plugin-suite/jobs: lease heartbeat failed',
              }),
            )
        }, reliability.heartbeatMs)
      : undefined
  try {
    const runs: Array<Promise<RanJob[]>> = []
    const start = (jobs: ClaimedJob[]) => {
      const run = runClaimed({ payload, store, silent }, jobs)
      // Rejects through Promise.all below; until then the rejection must not count as unhandled.
      run.catch(() => {})
      runs.push(run)
    }
    start(first)
    // A claim that found fewer jobs than it asked for leaves none to claim.
    for (
      let part = 1, last = first;
      part < parts.length && last.length === parts[part - 1];
      part++
    ) {
      // After the part just started has sent its first reads (a round trip it waits on before its first
      // job runs), so they reach the database ahead of this claim: measured, its first POST 2–3 ms sooner.
      await new Promise((resolve) => setImmediate(resolve))
      // A failed claim leaves its jobs due for the next run; the parts claimed so far are still answered.
      last = await claim(parts[part]).catch((err: unknown) => {
        payload.logger.error({
          err,
          msg: 'payload-plugin-suite/jobs: claiming the rest of a run failed',
        })
        return []
      })
      // Stryker disable next-line ConditionalExpression: running no jobs answers no jobs
      if (last.length) start(last)
    }
    return { ran: (await Promise.all(runs)).flat(), skipped }
  } finally {
    clearInterval(heartbeat)
  }
}

/** Runs of at least this many jobs claim in parts. */
const SPLIT_CLAIM_FROM = 100

/**
 * A run's claims. Where a claim waits on a database server (Postgres): a fifth of the limit first, so
 * the first jobs start soon, then each twice the one before (500: 100, 200, 200), each claimed while
 * the parts before it run. Where the driver runs on the event loop (SQLite), a claim holds up the
 * running parts and every part writes its outcomes once, so halves (measured faster there, 1,000
 * webhook deliveries: 132 ms against 152).
 */
export const claimSizes = (limit: number, overlapsWork: boolean): number[] => {
  if (limit < SPLIT_CLAIM_FROM) return [limit]
  if (!overlapsWork) return [Math.ceil(limit / 2), Math.floor(limit / 2)]
  const sizes = [Math.ceil(limit / 5)]
  for (let claimed = sizes[0]; claimed < limit; claimed += sizes.at(-1)!)
    sizes.push(Math.min(limit - claimed, 2 * sizes.at(-1)!))
  return sizes
}

/** What every way of running a run's claimed jobs needs. */
interface RunContext {
  payload: Payload
  store: JobStore
  silent: boolean
}

/** Runs claimed jobs: a task with a batch handler as one call, every other job through Payload's runJobs; answers in claim order. */
const runClaimed = async (run: RunContext, claimed: ClaimedJob[]): Promise<RanJob[]> => {
  const { payload, store } = run
  const batches = new Map<string, { handler: BatchHandler; jobs: ClaimedJob[] }>()
  const single: ClaimedJob[] = []
  for (const job of claimed) {
    const handler = batchHandlerFor(payload, job)
    if (!handler) single.push(job)
    else if (batches.has(job.task!)) batches.get(job.task!)!.jobs.push(job)
    else batches.set(job.task!, { handler, jobs: [job] })
  }
  // In parallel, as Payload's /run runs a batch.
  const ran = (
    await Promise.all([
      ...[...batches].map(([task, batch]) =>
        runBatch(payload, store, batch.handler, task, batch.jobs),
      ),
      processingShapeOf(payload) === 'lease' ? handOver(run, single) : runEach(run, single),
    ])
  ).flat()
  // Claim order (FIFO), whichever way each job ran.
  const order = new Map(claimed.map((job, index) => [String(job.id), index]))
  return ran
    .map((job) => ({ job, index: order.get(String(job.id))! }))
    .sort((a, b) => a.index - b.index)
    .map(({ job }) => job)
}

type RunStatuses = { jobStatus?: Record<string, { status: JobRunStatus }> }

/** Payload 3: runByID runs a job the plugin holds (the processing flag), one call per job. */
const runEach = async ({ payload, silent }: RunContext, jobs: ClaimedJob[]): Promise<RanJob[]> =>
  Promise.all(
    jobs.map(async (job) => {
      const result = (await payload.jobs.runByID({
        id: job.id,
        overrideAccess: true,
        silent,
      })) as RunStatuses
      return ranAs(job, result.jobStatus?.[String(job.id)]?.status ?? 'error')
    }),
  )

/**
 * Payload 4: runJobs claims each job itself under core's processing lease (its token guards every write
 * and core heartbeats it), and skips a job someone else holds. So the plugin's claim is put down and
 * core claims the same jobs at once; one another runner takes in between runs there, once, and is
 * left out of this run's answer.
 */
export const handOver = async (
  { payload, store, silent }: RunContext,
  jobs: ClaimedJob[],
): Promise<RanJob[]> => {
  // Stryker disable next-line ConditionalExpression,BooleanLiteral,ArrayDeclaration: a shortcut; with no ids core finds no jobs and answers none
  if (!jobs.length) return []
  const ids = jobs.map((job) => job.id)
  await store.release(ids)
  const result = (await payload.jobs.run({
    allQueues: true,
    limit: ids.length,
    overrideAccess: true,
    silent,
    where: { id: { in: ids } },
  })) as RunStatuses
  return jobs.flatMap((job) => {
    const status = result.jobStatus?.[String(job.id)]?.status
    return status ? [ranAs(job, status)] : []
  })
}

const describeSkipped = async (
  store: JobStore,
  paused: string[] | null,
  global: boolean,
  now: Date,
): Promise<SkippedQueue[]> => {
  // Stryker disable next-line ConditionalExpression: a shortcut; counting no queues answers no queues
  if (paused && !paused.length) return []
  const due = await store.countDue({ now, queues: paused })
  const names = [...(paused ?? Object.keys(due))].sort()
  return names.map((queue) => ({
    dueJobs: due[queue] ?? 0,
    pausedBy: global ? 'global' : 'queue',
    queue,
  }))
}
