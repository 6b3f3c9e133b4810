import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { queueJobs } from '../fixtures'
import type { Host } from '../fixtures/host'
import { jobsPruneTask, PRUNE_TASK_SLUG } from './jobs/src/retention'
import type { ResolvedJobRetention } from './jobs/src/types'
import { bootQcHost } from './test-hosts'

const DAY = 86_400_000

/**
 * The prune task's handler run in this process (QC's retention tests run it through a host's queue):
 * which finished jobs each age applies to, its batches and their cap per run, oldest ids first.
 */
describe('jobs retention prune (reference unit)', () => {
  let host: Host
  let payload: Payload
  const now = new Date('2031-06-01T00:00:00.000Z')
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString()

  const prune = async (retention: Partial<ResolvedJobRetention>) => {
    const task = jobsPruneTask(
      { batchSize: 500, schedule: '0 * * * *', ...retention },
      'default',
      () => now,
    )
    const req = await createLocalReq({}, payload)
    return (
      (await (task.handler as (args: unknown) => Promise<unknown>)({ req })) as {
        output: { deleted: number }
      }
    ).output.deleted
  }
  /** `count` jobs finished `days` ago: succeeded, or failed when `failed`. */
  const finished = async (count: number, days: number, failed = false) => {
    const ids = await queueJobs(payload, count)
    for (const id of ids)
      await payload.db.updateOne({
        collection: 'payload-jobs',
        id,
        data: {
          completedAt: daysAgo(days),
          updatedAt: daysAgo(days),
          ...(failed ? { hasError: true, error: { message: 'failed' } } : {}),
        },
      })
    return ids
  }
  const left = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        depth: 0,
        limit: 0,
        pagination: false,
        sort: 'id',
      })
    ).docs.map((job) => job.id)

  beforeAll(async () => {
    host = await bootQcHost({ retention: { succeededMs: DAY } })
    payload = host.payload
  }, 120_000)
  afterAll(() => host?.close())
  beforeEach(() => payload.db.deleteMany({ collection: 'payload-jobs', where: {} }))

  test('the task as the jobs list shows it: its label, and the count it answers', () => {
    const task = payload.config.jobs.tasks?.find((entry) => entry.slug === PRUNE_TASK_SLUG)
    expect(task).toMatchObject({
      label: 'Prune finished jobs',
      outputSchema: [{ name: 'deleted', type: 'number' }],
    })
  })

  test('each age applies to its own kind: a failed job that completed long ago stays when only succeeded jobs are pruned, and the other way round', async () => {
    await finished(1, 10)
    const [oldFailed] = await finished(1, 10, true)
    const [recent] = await finished(1, 0.5)
    expect(await prune({ succeededMs: DAY })).toBe(1)
    expect(await left()).toEqual([oldFailed, recent])
    const [laterSucceeded] = await finished(1, 10)
    expect(await prune({ failedMs: DAY })).toBe(1)
    expect(await left()).toEqual([recent, laterSucceeded])
  })

  test('in batches of batchSize, at most 20 batches a run, oldest ids first; the next run goes on', async () => {
    const ids = await finished(25, 10)
    expect(await prune({ succeededMs: DAY, batchSize: 1 })).toBe(20)
    expect(await left()).toEqual(ids.slice(20))
    expect(await prune({ succeededMs: DAY, batchSize: 1 })).toBe(5)
    expect(await left()).toEqual([])
    await finished(7, 10)
    expect(await prune({ succeededMs: DAY, batchSize: 3 })).toBe(7)
  })
})
