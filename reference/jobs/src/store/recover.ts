import { iso, type JobsDoor } from './adapter'
import { putDownData } from './processing'

/** Makes jobs whose lease expired runnable again and marks them recovered; returns their ids. */
export const recoverExpired = async (door: JobsDoor, { now }: { now: Date }) => {
  const { column, db, jobs, op, shape } = door
  // Jobs whose holder's lease passed before they ended: on Payload 4 any holder's, core's runner too.
  const expired =
    shape === 'lease'
      ? op.and(
          op.exists(column('processingToken')),
          op.isNull(jobs.completedAt),
          op.less_than(column('processingUntil'), iso(now)),
        )
      : op.and(
          op.equals(column('processing'), true),
          op.isNull(jobs.completedAt),
          op.exists(column('leaseExpiresAt')),
          op.less_than(column('leaseExpiresAt'), iso(now)),
        )
  const rows = await db
    .update(jobs)
    .set({
      ...putDownData(shape),
      ...(shape === 'flag' && { leaseExpiresAt: null, leasedBy: null }),
      recoveredAt: iso(now),
      updatedAt: iso(now),
    })
    .where(expired)
    .returning({ id: jobs.id, recoveredCount: jobs.recoveredCount })
  // The conditional UPDATE above gave these rows to this sweep alone, so their counts (which it
  // left untouched) are raised from the returned values: `count + 1` in SQL needs drizzle's sql
  // tag, and drizzle-orm is the adapters' dependency, not this package's.
  const idsByCount = new Map<number, unknown[]>()
  for (const row of rows) {
    const count = Number(row.recoveredCount ?? 0)
    idsByCount.set(count, [...(idsByCount.get(count) ?? []), row.id])
  }
  for (const [count, ids] of idsByCount)
    await db
      .update(jobs)
      .set({ recoveredCount: count + 1 })
      .where(op.in(jobs.id, ids))
  return rows.map((row) => row.id as number | string)
}
