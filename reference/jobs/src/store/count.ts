import { emptyCounts } from '../counters'
import { type Driver, iso, type JobsDoor, type JobsTable, quote } from './adapter'
import { due } from './conditions'
import { statusConditions } from './statusIndexes'
import type { JobStore, StatusCountArgs, StatusCounts } from './types'

/**
 * The health report's counts in one statement that reads no succeeded job completed before the
 * window, in arms whose conditions are those of the partial indexes statusIndexes.ts adds (each
 * arm then counts from its index: errored and recovered jobs lie spread over the whole history).
 * Open jobs are given their status by one CASE, in the order that makes the statuses exclusive;
 * errored ones are cancelled or failed; recovered ones are counted whatever their status now;
 * succeeded jobs in the window through Payload's completedAt index. Written for the driver: the
 * operator map builds conditions, not aggregates.
 */
export const statusCountStatement = (
  door: JobsDoor,
  dialect: Driver['dialect'],
  { now, queues, succeededSince }: StatusCountArgs,
) => {
  const params: unknown[] = []
  // Numbered parameters, so a value used twice is bound once ($n on Postgres, ?n on SQLite).
  const param = (value: unknown) => `${dialect === 'postgres' ? '$' : '?'}${params.push(value)}`
  const columnName = (field: keyof JobsTable) => quote(door.columnName(field))
  const [queue, completedAt, hasError, totalTried, waitUntil, createdAt] = (
    ['queue', 'completedAt', 'hasError', 'totalTried', 'waitUntil', 'createdAt'] as const
  ).map(columnName)
  const at = param(iso(now))
  const since = param(iso(succeededSince))
  // Payload gives a job the queue 'default' unless it names one; a job written without any counts there too.
  const inQueues = `(${queue} IN (${queues.map(param).join(', ')})${queues.includes('default') ? ` OR ${queue} IS NULL` : ''})`
  const sets = statusConditions(dialect, columnName)
  const inHand =
    door.shape === 'lease'
      ? `${columnName('processingUntil')} > ${at}`
      : `${columnName('processing')} = true`
  // A condition that is NULL (an unset column) counts as false, as in the Local API's conditions.
  const openStatus = `CASE WHEN ${inHand} THEN 'processing'
      WHEN ${totalTried} > 0 THEN 'retrying'
      WHEN ${totalTried} IS NULL OR ${totalTried} = 0 THEN (CASE WHEN ${waitUntil} > ${at} THEN 'scheduled' ELSE 'queued' END) END`
  const perQueue = `COALESCE(${queue}, 'default')`
  const jobs = door.jobsRef
  const sql = `SELECT ${perQueue} AS "queue", ${openStatus} AS "status", COUNT(*) AS "jobs", 0 AS "recovered", MIN(${createdAt}) AS "oldest"
      FROM ${jobs} WHERE ${inQueues} AND ${sets.open} GROUP BY 1, 2
      UNION ALL SELECT ${perQueue}, 'cancelled', COUNT(*), 0, NULL FROM ${jobs} WHERE ${inQueues} AND ${sets.cancelled} GROUP BY 1
      UNION ALL SELECT ${perQueue}, 'failed', COUNT(*), 0, NULL FROM ${jobs} WHERE ${inQueues} AND ${sets.failed} GROUP BY 1
      UNION ALL SELECT ${perQueue}, NULL, 0, COUNT(*), NULL FROM ${jobs} WHERE ${inQueues} AND ${sets.recovered} GROUP BY 1
      UNION ALL SELECT ${perQueue}, 'succeeded', COUNT(*), 0, NULL
      FROM ${jobs} WHERE ${inQueues} AND ${completedAt} >= ${since} AND ${hasError} IS NOT TRUE GROUP BY 1`
  return { sql, params }
}

/** The counting statement's rows (queue, status, jobs, recovered, oldest) as each queue's counts. */
export const statusCountsOf = (
  queues: string[],
  rows: Array<Record<string, unknown>>,
): Record<string, StatusCounts> => {
  const counts: Record<string, StatusCounts> = {}
  for (const name of queues) {
    counts[name] = { ...emptyCounts(), oldestQueuedAt: null }
  }
  for (const row of rows) {
    const entry = counts[row.queue as string]
    entry.recovered += Number(row.recovered)
    const rowStatus = row.status as Exclude<
      keyof StatusCounts,
      'recovered' | 'oldestQueuedAt'
    > | null
    if (rowStatus) entry[rowStatus] += Number(row.jobs)
    if (rowStatus === 'queued')
      entry.oldestQueuedAt = new Date(row.oldest as Date | string).toISOString()
  }
  return counts
}

/** Each queue's jobs by status, in one statement on the adapter's driver. */
export const countStatuses = async (
  door: JobsDoor,
  driver: Driver,
  args: StatusCountArgs,
): Promise<Record<string, StatusCounts>> => {
  const { sql, params } = statusCountStatement(door, driver.dialect, args)
  return statusCountsOf(args.queues, await driver.run(sql, params))
}

/** Due jobs per queue: one count per queue, after one read of the queues that have any when none are named. */
export const countDue = async (
  door: JobsDoor,
  { now, queues }: Parameters<JobStore['countDue']>[0],
) => {
  const { db, jobs, op } = door
  // Payload gives every job a queue ('default' unless named), so a null queue is not looked for.
  const names =
    queues ??
    (await db.selectDistinct({ queue: jobs.queue }).from(jobs).where(due(door, now))).map(
      (row) => row.queue as string,
    )
  const counts = await Promise.all(
    names.map(async (queue) => [
      queue,
      await db.$count(jobs, op.and(due(door, now), op.equals(jobs.queue, queue))),
    ]),
  )
  return Object.fromEntries(counts) as Record<string, number>
}
