import type { TaskConfig, Where } from 'payload'
import { invalidOption } from './errors'
import type { JobRetentionOptions } from './types'

export const PRUNE_TASK_SLUG = 'jobsPrune'
const DEFAULT_BATCH = 500
const DEFAULT_SCHEDULE = '23 * * * *'
/** Batches per kind in one run: a run stays short, and a backlog drains over a few runs. */
const MAX_BATCHES = 20

export interface ResolvedJobRetention {
  succeededMs?: number
  failedMs?: number
  batchSize: number
  schedule: string
}

export const resolveRetention = (option: JobRetentionOptions | undefined): ResolvedJobRetention | false => {
  if (option === undefined || (option.succeededMs === undefined && option.failedMs === undefined)) return false
  for (const key of ['succeededMs', 'failedMs'] as const) {
    const value = option[key]
    if (value !== undefined && !(typeof value === 'number' && value > 0)) throw invalidOption(`retention.${key}`, 'must be a positive number of milliseconds')
  }
  const batchSize = option.batchSize ?? DEFAULT_BATCH
  if (!(Number.isInteger(batchSize) && batchSize >= 1 && batchSize <= 10_000)) throw invalidOption('retention.batchSize', 'must be an integer from 1 to 10000')
  const schedule = option.schedule ?? DEFAULT_SCHEDULE
  if (typeof schedule !== 'string' || schedule.trim().split(/\s+/).length < 5) throw invalidOption('retention.schedule', 'must be a cron expression such as "23 * * * *"')
  return { succeededMs: option.succeededMs, failedMs: option.failedMs, batchSize, schedule }
}

/**
 * The scheduled prune of payload-jobs: jobs that completed without error (kept when
 * `jobs.deleteJobOnComplete` is false) once completed longer ago than `succeededMs`; failed and
 * cancelled jobs once last touched longer ago than `failedMs`. Open, retrying and running jobs stay.
 */
export const jobsPruneTask = (retention: ResolvedJobRetention, queue: string, now: () => Date): TaskConfig<any> => ({
  slug: PRUNE_TASK_SLUG,
  label: 'Prune finished jobs',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: retention.schedule, queue }],
  handler: async ({ req }) => {
    const at = now().getTime()
    const kinds: Array<[number | undefined, (before: string) => Where]> = [
      [retention.succeededMs, (before): Where => ({ and: [{ completedAt: { less_than: before } } as Where, { hasError: { not_equals: true } }] })],
      // Payload clears a job's processing state when it marks it errored (failed or cancelled), so hasError alone excludes running jobs on every payload-jobs shape.
      [retention.failedMs, (before): Where => ({ and: [{ hasError: { equals: true } } as Where, { updatedAt: { less_than: before } }] })],
    ]
    let deleted = 0
    for (const [ageMs, whereBefore] of kinds) {
      if (ageMs === undefined) continue
      const where = whereBefore(new Date(at - ageMs).toISOString())
      let batch = 0
      let full = true
      while (full && batch++ < MAX_BATCHES) {
        // Ids first (no count), then one delete statement per batch: no lock is held for long.
        const ids = (await req.payload.find({ collection: 'payload-jobs', depth: 0, limit: retention.batchSize, pagination: false, req, select: {}, sort: 'id', where })).docs.map(
          (job) => job.id,
        )
        if (ids.length) await req.payload.db.deleteMany({ collection: 'payload-jobs', req, where: { id: { in: ids } } })
        deleted += ids.length
        full = ids.length === retention.batchSize
      }
    }
    return { output: { deleted } }
  },
})
