import { iso, type JobsDoor } from './adapter'

/** Put down, or taken by no one: as Payload's runJobs judges a job it may claim. */
export const notInHand = ({ column, op, shape }: JobsDoor, now: Date) =>
  shape === 'lease'
    ? op.or(
        op.isNull(column('processingUntil')),
        op.less_than_equal(column('processingUntil'), iso(now)),
      )
    : op.equals(column('processing'), false)

/** Payload's runJobs filter for a runnable job. */
export const due = (door: JobsDoor, now: Date) => {
  const { jobs, op } = door
  return op.and(
    op.isNull(jobs.completedAt),
    op.or(op.isNull(jobs.hasError), op.not_equals(jobs.hasError, true)),
    notInHand(door, now),
    op.or(op.isNull(jobs.waitUntil), op.less_than(jobs.waitUntil, iso(now))),
  )
}
