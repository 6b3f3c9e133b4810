import type { Config } from 'payload'
import { type Host, heldBy } from '../../fixtures'
import { describeFamily, expect, expectRefusal, implementation, test } from '../harness'
import { useQcHost } from './support'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const PRUNE = 'jobsPrune'

/**
 * The rows each DELETE statement on payload_jobs removed while `run` ran, in order: a statement-level
 * trigger sees every statement, whoever sends it. Postgres only (SQLite has no statement triggers).
 */
const deleteStatementSizes = async (host: Host, run: () => Promise<unknown>) => {
  const { pool } = host.payload.db as unknown as {
    pool: { query(text: string): Promise<{ rows: Array<{ removed: number }> }> }
  }
  await pool.query(`
    CREATE TABLE qc_deletes (id serial PRIMARY KEY, removed int NOT NULL);
    CREATE FUNCTION qc_count_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO qc_deletes (removed) SELECT count(*) FROM gone; RETURN NULL; END $$;
    CREATE TRIGGER qc_deletes AFTER DELETE ON payload_jobs REFERENCING OLD TABLE AS gone
      FOR EACH STATEMENT EXECUTE FUNCTION qc_count_deletes();`)
  try {
    await run()
    const { rows } = await pool.query(
      'SELECT removed FROM qc_deletes WHERE removed > 0 ORDER BY id',
    )
    return rows.map((row) => row.removed)
  } finally {
    await pool.query(
      'DROP TRIGGER qc_deletes ON payload_jobs; DROP FUNCTION qc_count_deletes(); DROP TABLE qc_deletes',
    )
  }
}

describeFamily('QC', 'payload-jobs retention', () => {
  const host = useQcHost({
    queueControl: true,
    retention: { succeededMs: DAY, failedMs: 7 * DAY, batchSize: 2 },
  })
  const plain = useQcHost({ queueControl: true })

  /** Jobs of every kind, `tag`ged by what the prune should do with them; ages from now. */
  const seed = async (payload: ReturnType<typeof host>['payload']) => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
    const jobs = [
      { tag: 'old succeeded 1', completedAt: ago(2 * DAY) },
      { tag: 'old succeeded 2', completedAt: ago(3 * DAY) },
      { tag: 'old succeeded 3', completedAt: ago(4 * DAY) },
      { tag: 'recent succeeded', completedAt: ago(HOUR) },
      {
        tag: 'old failed',
        hasError: true,
        error: { message: 'fails for good' },
        updatedAt: ago(8 * DAY),
      },
      { tag: 'old cancelled', hasError: true, error: { cancelled: true }, updatedAt: ago(9 * DAY) },
      {
        tag: 'failed this week',
        hasError: true,
        error: { message: 'fails for good' },
        updatedAt: ago(3 * DAY),
      },
      { tag: 'old queued', createdAt: ago(30 * DAY), updatedAt: ago(30 * DAY) },
      { tag: 'old retrying', totalTried: 2, updatedAt: ago(30 * DAY) },
    ]
    for (const { tag, ...fields } of jobs) {
      await payload.create({
        collection: 'payload-jobs',
        data: { taskSlug: 'block', queue: 'default', input: { tag }, ...fields } as never,
        overrideAccess: true,
      })
    }
    // In a worker's hand for a long time: running, whatever its age.
    const running = await payload.create({
      collection: 'payload-jobs',
      data: {
        taskSlug: 'block',
        queue: 'default',
        input: { tag: 'old running' },
        updatedAt: ago(30 * DAY),
      } as never,
      overrideAccess: true,
    })
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: running.id,
      data: {
        ...heldBy(payload, 'long-runner', new Date(Date.now() + HOUR)),
        updatedAt: ago(30 * DAY),
      },
    })
  }
  const tags = async (payload: ReturnType<typeof host>['payload']) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        depth: 0,
        pagination: false,
        where: { taskSlug: { equals: 'block' } },
      })
    ).docs
      .map((job) => (job.input as { tag: string }).tag)
      .sort()

  test('[QC-44] with retention set, the scheduled prune deletes succeeded jobs past succeededMs and failed or cancelled ones past failedMs, in batches; open and retrying jobs stay', async () => {
    const { payload } = host()
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === PRUNE)
    expect(task?.schedule).toEqual([
      expect.objectContaining({ cron: '23 * * * *', queue: 'default' }),
    ])
    await seed(payload)
    const job = (await payload.jobs.queue({ task: PRUNE, input: {} } as never)) as {
      id: number | string
    }
    const prune = () => payload.jobs.runByID({ id: job.id })
    const batches =
      host().shared.db === 'postgres' ? await deleteStatementSizes(host(), prune) : await prune()
    const done = (await payload.findByID({
      collection: 'payload-jobs',
      id: job.id,
      depth: 0,
    })) as unknown as {
      hasError?: boolean
      error?: unknown
      log?: Array<{ taskSlug: string; output?: unknown }>
    }
    expect(done.hasError, JSON.stringify(done.error)).toBeFalsy()
    // Three old successes in batches of two, then the old failed and cancelled jobs.
    expect(done.log?.find((entry) => entry.taskSlug === PRUNE)?.output).toEqual({ deleted: 5 })
    // Each statement removed at most batchSize rows (Postgres, where statements can be counted).
    if (Array.isArray(batches)) {
      expect(Math.max(...batches), `rows per DELETE: ${batches}`).toBeLessThanOrEqual(2)
      expect(batches.reduce((sum, rows) => sum + rows, 0)).toBe(5)
    }
    expect(await tags(payload)).toEqual([
      'failed this week',
      'old queued',
      'old retrying',
      'old running',
      'recent succeeded',
    ])
  })

  test('[QC-44] without retention nothing is scheduled and every job stays', async () => {
    const { payload } = plain()
    expect(payload.config.jobs.tasks?.some((candidate) => candidate.slug === PRUNE)).toBe(false)
    await seed(payload)
    expect((await tags(payload)).length).toBe(10)
  })

  test('[QC-44] the prune is scheduled on the first covered queue, by a configured schedule when one is given', async () => {
    const built = await Promise.resolve(
      implementation.jobs!({
        queueControl: { queues: ['ops', 'default'] },
        retention: { succeededMs: DAY, schedule: '5 4 * * *' },
      } as never)({} as Config),
    )
    const task = built.jobs?.tasks?.find((candidate) => candidate.slug === PRUNE)
    expect(task?.schedule).toEqual([expect.objectContaining({ cron: '5 4 * * *', queue: 'ops' })])
  })

  test('[QC-44] a retention that cannot be honoured is refused at startup, naming the option', async () => {
    for (const [retention, named] of [
      [{ succeededMs: 0 }, 'retention.succeededMs'],
      [{ failedMs: 'a week' }, 'retention.failedMs'],
      [{ succeededMs: DAY, batchSize: 20_000 }, 'retention.batchSize'],
      [{ failedMs: DAY, schedule: 'daily' }, 'retention.schedule'],
    ] as const) {
      await expectRefusal(
        () => implementation.jobs!({ retention } as never)({} as Config),
        named,
        JSON.stringify(retention),
      )
    }
  })
})
