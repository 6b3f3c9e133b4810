import { iso, type JobsDoor } from './adapter'
import { putDownData } from './processing'
import type { JobStore } from './types'

/** Extends the lease of every job `owner` still holds; returns how many it holds. */
export const heartbeat = async (
  door: JobsDoor,
  { expiresAt, owner }: Parameters<JobStore['heartbeat']>[0],
) => {
  const { column, db, jobs, op } = door
  const rows = await (door.shape === 'lease'
    ? db
        .update(jobs)
        .set({ processingUntil: iso(expiresAt) })
        .where(
          op.and(op.equals(column('processingToken'), owner), op.exists(column('processingUntil'))),
        )
    : db
        .update(jobs)
        .set({ leaseExpiresAt: iso(expiresAt) })
        .where(op.and(op.equals(column('leasedBy'), owner), op.equals(column('processing'), true)))
  ).returning({ id: jobs.id })
  return rows.length
}

/** Puts down jobs this runner claimed. */
export const release = async ({ db, jobs, op, shape }: JobsDoor, ids: Array<number | string>) => {
  if (ids.length) await db.update(jobs).set(putDownData(shape)).where(op.in(jobs.id, ids))
}
