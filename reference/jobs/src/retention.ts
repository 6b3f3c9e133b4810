import type { TaskConfig, Where } from 'payload'
import type { ResolvedJobRetention } from './types'

export const PRUNE_TASK_SLUG = 'jobsPrune'
/** Batches per kind in one run: a run stays short, and a backlog drains over a few runs. */
const MAX_BATCHES = 20

/**
 * The scheduled prune of payload-jobs: jobs that completed without error (kept when
 * `jobs.deleteJobOnComplete` is false) once completed longer ago than `succeededMs`; failed and
 * cancelled jobs once last touched longer ago than `failedMs`. Open, retrying and running jobs stay.
 */
export const jobsPruneTask = (
  retention: ResolvedJobRetention,
  queue: string,
  now: () => Date,
): TaskConfig<any> => ({
  slug: PRUNE_TASK_SLUG,
  label: 'Prune finished jobs',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: retention.schedule, queue }],
  handler: async ({ req }) => {
    const at = now().getTime()
    const kinds: Array<[number | undefined, (before: string) => Where]> = [
      [
        retention.succeededMs,
        (before): Where => ({
          and: [
            { completedAt: { less_than: before } } as Where,
            { hasError: { not_equals: true } },
          ],
        }),
      ],
      // Payload clears a job's processing state when it marks it errored (failed or cancelled), so hasError alone excludes running jobs on every payload-jobs shape.
      [
        retention.failedMs,
        (before): Where => ({
          and: [{ hasError: { equals: true } } as Where, { updatedAt: { less_than: before } }],
        }),
      ],
    ]
    let deleted = 0
    for (const [ageMs, whereBefore] of kinds) {
      if (ageMs === undefined) continue
      const where = whereBefore(new Date(at - ageMs).toISOString())
      let batch = 0
      let full = true
      while (full && batch++ < MAX_BATCHES) {
        // Ids first (no count), then one delete statement per batch: no lock is held for long.
        const ids = (
          await req.payload.find({
            collection: 'payload-jobs',
            depth: 0,
            limit: retention.batchSize,
            // Stryker disable next-line BooleanLiteral: paginating adds a count query; the same ids come back
            pagination: false,
            req,
            select: {},
            sort: 'id',
            where,
          })
        ).docs.map((job) => job.id)
        // Stryker disable next-line ConditionalExpression: deleting no ids deletes nothing; this saves the statement
        if (ids.length)
          await req.payload.db.deleteMany({
            collection: 'payload-jobs',
            req,
            where: { id: { in: ids } },
          })
        deleted += ids.length
        // Stryker disable next-line ConditionalExpression: a short batch means none are left; without the check the next finds come back empty
        full = ids.length === retention.batchSize
      }
    }
    return { output: { deleted } }
  },
})
