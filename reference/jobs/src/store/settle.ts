import { iso, type JobsDoor } from './adapter'
import { deleteJobs } from './deleteJobs'
import { logRow } from './logRow'
import { putDownData } from './processing'
import type { SettleArgs } from './types'

/** Writes a batch's outcomes as Payload's runJobs writes them: completed (or deleted), rescheduled, or failed for good. */
export const settle = async (
  door: JobsDoor,
  { deleteCompleted, failed, log, now, succeeded }: SettleArgs,
) => {
  // The usual outcome of a batch, every job done and deleted (no log entries then), is one statement.
  if (deleteCompleted && !failed.length)
    return deleteJobs(
      door,
      succeeded.map((job) => job.id),
    )
  const { jobs, op } = door
  const putDown = putDownData(door.shape)
  // On Postgres one transaction: the log entries and the jobs' changes land together.
  return door.bookkeeping(async (tx) => {
    // Log first, as Payload's runTask does before the job row changes.
    if (log.length) {
      await tx
        .insert(door.logTable())
        .values(
          log.map((entry) => ({ _order: entry.order, _parentID: entry.jobId, ...logRow(entry) })),
        )
    }
    if (succeeded.length && deleteCompleted)
      await tx.delete(jobs).where(
        op.in(
          jobs.id,
          succeeded.map((job) => job.id),
        ),
      )
    else {
      // Grouped by the value each row gets, so a batch is a handful of statements.
      const byTries = new Map<number, unknown[]>()
      for (const job of succeeded)
        byTries.set(job.totalTried + 1, [...(byTries.get(job.totalTried + 1) ?? []), job.id])
      for (const [totalTried, ids] of byTries) {
        await tx
          .update(jobs)
          .set({ ...putDown, completedAt: iso(now), totalTried, updatedAt: iso(now) })
          .where(op.in(jobs.id, ids))
      }
    }
    const retrying = new Map<string, unknown[]>()
    for (const job of failed) {
      if (job.final) {
        await tx
          .update(jobs)
          .set({
            ...putDown,
            error: job.error,
            hasError: true,
            totalTried: job.totalTried + 1,
            updatedAt: iso(now),
            waitUntil: job.waitUntil && iso(job.waitUntil),
          })
          .where(op.equals(jobs.id, job.id))
        continue
      }
      const key = `${job.totalTried + 1}|${job.waitUntil ? iso(job.waitUntil) : ''}`
      retrying.set(key, [...(retrying.get(key) ?? []), job.id])
    }
    for (const [key, ids] of retrying) {
      const [totalTried, waitUntil] = key.split('|')
      await tx
        .update(jobs)
        .set({
          ...putDown,
          totalTried: Number(totalTried),
          updatedAt: iso(now),
          waitUntil: waitUntil || null,
        })
        .where(op.in(jobs.id, ids))
    }
  })
}
