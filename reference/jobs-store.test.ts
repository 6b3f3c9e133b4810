import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type JobRow, withEnv } from '../fixtures'
import type { Host } from '../fixtures/host'
import { drizzleAdapterOf } from './jobs/src/store/adapter'
import { createDrizzleJobStore } from './jobs/src/store/drizzleJobStore'
import { getJobStore } from './jobs/src/store/jobStore'
import { coreLeaseMs, type ProcessingShape, processingShapeOf } from './jobs/src/store/processing'
import { countStatusesThroughApi, createPublicJobStore } from './jobs/src/store/publicJobStore'
import type { JobStore } from './jobs/src/store/types'
import { bootQcHost } from './test-hosts'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const STORES = {
  /** Single SQL statements (drizzleJobStore.ts), what the plugins use on db-sqlite and db-postgres. */
  sql: (payload: Payload, shape: ProcessingShape): JobStore => {
    const door = drizzleAdapterOf(payload, shape)
    if (!door)
      throw new Error(
        `the ${payload.db.name} adapter offers no payload-jobs table the SQL store can write`,
      )
    return createDrizzleJobStore({
      countThroughApi: countStatusesThroughApi(payload, shape),
      door,
      leaseMs: coreLeaseMs(payload),
    })
  },
  /** Payload's adapter API (publicJobStore.ts): other adapters, and the matrix's PPS_PUBLIC_API cells. */
  'public API': (payload: Payload, shape: ProcessingShape): JobStore =>
    createPublicJobStore({ leaseMs: coreLeaseMs(payload), payload, shape }),
}

/** A payload-jobs row as the stores leave it, with its task log. */
type StoredJob = JobRow & {
  log?: Array<{ taskSlug: string; state: string; input?: unknown; error?: unknown }> | null
}

/**
 * Both job stores hold to the one contract in store/types.ts, on each database: the runner, the sweep,
 * health and batch handlers see the same jobs whichever store the adapter allows. The conformance
 * families reach the SQL store only; the public one runs where the adapter is not drizzle's.
 */
describe.each(['sqlite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const)(
  'jobs store on %s',
  (db) => {
    describe.each(Object.keys(STORES) as Array<keyof typeof STORES>)('through %s', (kind) => {
      let host: Host
      let payload: Payload
      let store: JobStore
      let shape: ProcessingShape
      const base = Date.now()
      const at = (ms: number) => new Date(base + ms)

      beforeAll(async () => {
        host = await bootQcHost(
          { queueControl: 'cron', reliability: { leaseMs: MINUTE, heartbeatMs: SECOND } },
          { db },
        )
        payload = host.payload
        shape = processingShapeOf(payload)
        store = STORES[kind](payload, shape)
      }, 120_000)
      afterAll(() => host?.close())

      /** Queued one after another, so that "oldest first" has one answer. */
      const queue = async (
        jobs: Array<{
          queue?: string
          task?: string
          input?: Record<string, unknown>
          waitUntil?: Date
        }>,
      ) => {
        const ids: Array<number | string> = []
        for (const job of jobs) {
          const queued = await payload.jobs.queue({
            task: job.task ?? 'noop',
            input: job.input ?? {},
            queue: job.queue ?? 'default',
            waitUntil: job.waitUntil,
          } as never)
          ids.push((queued as { id: number | string }).id)
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
        return ids
      }
      const read = async (id: number | string) =>
        (await payload.db.findOne({
          collection: 'payload-jobs',
          where: { id: { equals: id } },
        })) as unknown as StoredJob
      const inHand = (row: StoredJob, now: Date) =>
        shape === 'lease'
          ? Boolean(row.processingUntil && new Date(row.processingUntil) > now)
          : row.processing === true
      const owner = (row: StoredJob) => (shape === 'lease' ? row.processingToken : row.leasedBy)
      /** Claims up to `limit` due jobs of the default queue at `now`, for `worker` until `expiresAt`. */
      const claimFor = (worker: string, limit: number, now: Date, expiresAt: Date) =>
        store.claim({
          queues: ['default'],
          exclude: [],
          limit,
          now,
          lease: { owner: worker, expiresAt },
        })
      const clear = () =>
        payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })

      test('claim: due jobs of the asked queues, oldest first, at most the limit, each once', async () => {
        await clear()
        const now = at(10 * MINUTE)
        // Held past every time this test claims at: on Payload 4 a claim whose lease passed is free again.
        const lease = { owner: 'claimer', expiresAt: at(60 * MINUTE) }
        const [first, second, third] = await queue([
          { input: { n: 1 } },
          { input: { n: 2 } },
          { input: { n: 3 } },
        ])
        const [inA] = await queue([{ queue: 'a' }])
        const [inB] = await queue([{ queue: 'b', task: 'failOnce' }])
        const [later] = await queue([{ waitUntil: at(20 * MINUTE) }])

        const two = await store.claim({ queues: ['default'], exclude: [], limit: 2, now, lease })
        expect(two).toEqual([
          {
            id: first,
            queue: 'default',
            task: 'noop',
            workflow: null,
            input: { n: 1 },
            totalTried: 0,
          },
          {
            id: second,
            queue: 'default',
            task: 'noop',
            workflow: null,
            input: { n: 2 },
            totalTried: 0,
          },
        ])
        for (const id of [first, second]) expect(inHand(await read(id!), now)).toBe(true)
        expect(inHand(await read(third!), now)).toBe(false)

        // What is in hand, and what is not due yet, is not claimed again.
        expect(
          (await store.claim({ queues: ['default'], exclude: [], limit: 10, now, lease })).map(
            (job) => job.id,
          ),
        ).toEqual([third])
        expect(
          await store.claim({ queues: ['default'], exclude: [], limit: 10, now, lease }),
        ).toEqual([])
        expect(await store.claim({ queues: [], exclude: [], limit: 10, now, lease })).toEqual([])
        // Every queue but the excluded ones.
        expect(
          (await store.claim({ queues: null, exclude: ['a'], limit: 10, now, lease })).map(
            (job) => [job.id, job.queue, job.task],
          ),
        ).toEqual([[inB, 'b', 'failOnce']])
        expect(
          (await store.claim({ queues: null, exclude: [], limit: 10, now, lease })).map(
            (job) => job.id,
          ),
        ).toEqual([inA])
        // Due once its time has come (a job due at `now` exactly is due to Payload's runner only after it).
        expect(
          (
            await store.claim({
              queues: ['default'],
              exclude: [],
              limit: 10,
              now: at(21 * MINUTE),
              lease,
            })
          ).map((job) => job.id),
        ).toEqual([later])

        // A retried job comes with its runs so far.
        const [retried] = await queue([{ queue: 'r', task: 'failOnce' }])
        await payload.db.updateOne({
          collection: 'payload-jobs',
          id: retried!,
          data: { totalTried: 2 },
        })
        expect(
          (await store.claim({ queues: ['r'], exclude: [], limit: 1, now: at(21 * MINUTE) }))[0],
        ).toMatchObject({ id: retried, totalTried: 2 })
        // Oldest by createdAt, whatever the ids say; on a tie, the lower id first.
        const [newer, older, tied] = await queue([{ queue: 'o' }, { queue: 'o' }, { queue: 'o' }])
        for (const [id, createdAt] of [
          [older, at(-2 * MINUTE)],
          [newer, at(-MINUTE)],
          [tied, at(-MINUTE)],
        ] as const)
          await payload.db.updateOne({
            collection: 'payload-jobs',
            id: id!,
            data: { createdAt: createdAt.toISOString() },
          })
        expect(
          (await store.claim({ queues: ['o'], exclude: [], limit: 10, now, lease })).map(
            (job) => job.id,
          ),
        ).toEqual([older, newer, tied])
        // Statements wait on a server without blocking the event loop only on Postgres.
        expect(store.overlapsWork).toBe(db === 'postgres')
      })

      test('claim with a lease, heartbeat and sweep: an expired lease is recovered once, a live one is left', async () => {
        await clear()
        const now = at(30 * MINUTE)
        const [held, kept] = await queue([{}, {}])
        const [claimed] = await claimFor('worker-1', 1, now, at(31 * MINUTE))
        expect(claimed!.id).toBe(held)
        expect(owner(await read(held!))).toBe('worker-1')
        await claimFor('worker-2', 1, now, at(40 * MINUTE))
        expect(owner(await read(kept!))).toBe('worker-2')

        expect(await store.heartbeat({ owner: 'worker-1', expiresAt: at(32 * MINUTE) })).toBe(1)
        expect(await store.heartbeat({ owner: 'nobody', expiresAt: at(32 * MINUTE) })).toBe(0)
        const leaseEnd = (row: StoredJob) =>
          new Date((shape === 'lease' ? row.processingUntil : row.leaseExpiresAt)!).getTime()
        expect(leaseEnd(await read(held!))).toBe(at(32 * MINUTE).getTime())

        expect(await store.recoverExpired({ now: at(31 * MINUTE) })).toEqual([])
        const sweep = at(33 * MINUTE)
        expect((await store.recoverExpired({ now: sweep })).map(String)).toEqual([String(held)])
        const recovered = await read(held!)
        expect(inHand(recovered, sweep)).toBe(false)
        expect(recovered.recoveredCount).toBe(1)
        expect(new Date(recovered.recoveredAt!).getTime()).toBe(sweep.getTime())
        if (shape === 'flag')
          expect([recovered.leasedBy, recovered.leaseExpiresAt]).toEqual([null, null])
        expect(inHand(await read(kept!), sweep)).toBe(true)
        expect(await store.recoverExpired({ now: sweep })).toEqual([])

        // Claimed and lost again, beside a job lost for the first time: each count goes on from its own.
        const [fresh] = await queue([{}])
        await claimFor('worker-3', 2, sweep, at(34 * MINUTE))
        expect((await store.recoverExpired({ now: at(35 * MINUTE) })).map(String).sort()).toEqual(
          [String(fresh), String(held)].sort(),
        )
        expect([(await read(held!)).recoveredCount, (await read(fresh!)).recoveredCount]).toEqual([
          2, 1,
        ])
      })

      test('release puts down only the jobs named, and a released job’s lease is not renewed', async () => {
        await clear()
        const now = at(36 * MINUTE)
        const [released, kept] = await queue([{}, {}])
        await claimFor('worker-4', 2, now, at(37 * MINUTE))
        await store.release([released!])
        expect(inHand(await read(released!), now)).toBe(false)
        expect(inHand(await read(kept!), now)).toBe(true)
        expect(await store.heartbeat({ owner: 'worker-4', expiresAt: at(38 * MINUTE) })).toBe(1)
      })

      test('countDue per queue: due and free jobs only', async () => {
        await clear()
        const now = at(50 * MINUTE)
        await queue([
          {},
          {},
          { queue: 'a' },
          { queue: 'a', waitUntil: at(60 * MINUTE) },
          { queue: 'b' },
        ])
        await store.claim({ queues: ['b'], exclude: [], limit: 1, now })
        expect(await store.countDue({ queues: null, now })).toEqual({ default: 2, a: 1 })
        expect(await store.countDue({ queues: ['a', 'b'], now })).toEqual({ a: 1, b: 0 })
      })

      test('settle writes outcomes as Payload writes them; release puts jobs down', async () => {
        await clear()
        const now = at(70 * MINUTE)
        const [done, retried, final, removed, dropped] = await queue([
          { input: { n: 1 } },
          { task: 'failOnce' },
          { task: 'failHard' },
          {},
          {},
        ])
        await store.claim({ queues: ['default'], exclude: [], limit: 5, now })
        const entry = (
          jobId: number | string,
          order: number,
          taskSlug: string,
          state: 'succeeded' | 'failed',
          error?: unknown,
        ) => ({
          jobId,
          order,
          executedAt: now.toISOString(),
          completedAt: now.toISOString(),
          taskSlug,
          input: { n: order },
          state,
          ...(error !== undefined && { error }),
        })
        await store.settle({
          now,
          deleteCompleted: false,
          succeeded: [{ id: done!, totalTried: 0 }],
          failed: [
            {
              id: retried!,
              totalTried: 0,
              waitUntil: at(75 * MINUTE),
              final: false,
              error: { message: 'once' },
            },
            {
              id: final!,
              totalTried: 2,
              waitUntil: null,
              final: true,
              error: { message: 'for good' },
            },
          ],
          log: [
            entry(done!, 1, 'noop', 'succeeded'),
            entry(retried!, 1, 'failOnce', 'failed', { message: 'once' }),
          ],
        })
        const completed = await read(done!)
        expect([
          inHand(completed, now),
          new Date(completed.completedAt!).getTime(),
          completed.totalTried,
          completed.hasError ?? false,
        ]).toEqual([false, now.getTime(), 1, false])
        expect(completed.log?.map(({ state, taskSlug }) => ({ state, taskSlug }))).toEqual([
          { state: 'succeeded', taskSlug: 'noop' },
        ])
        const again = await read(retried!)
        expect([
          inHand(again, now),
          again.completedAt ?? null,
          again.totalTried,
          again.hasError ?? false,
          new Date(again.waitUntil!).getTime(),
        ]).toEqual([false, null, 1, false, at(75 * MINUTE).getTime()])
        expect(again.log?.map(({ error, state }) => ({ error, state }))).toEqual([
          { error: { message: 'once' }, state: 'failed' },
        ])
        const failed = await read(final!)
        expect([
          inHand(failed, now),
          failed.totalTried,
          failed.hasError,
          failed.error,
          failed.log ?? [],
        ]).toEqual([false, 3, true, { message: 'for good' }, []])

        await store.settle({
          now,
          deleteCompleted: true,
          succeeded: [{ id: removed!, totalTried: 0 }],
          failed: [],
          log: [],
        })
        expect(
          await payload.db.findOne({
            collection: 'payload-jobs',
            where: { id: { equals: removed } },
          }),
        ).toBeNull()

        expect(inHand(await read(dropped!), now)).toBe(true)
        await store.release([])
        await store.release([dropped!])
        expect(inHand(await read(dropped!), now)).toBe(false)
        expect(
          (await store.claim({ queues: ['default'], exclude: [], limit: 5, now })).map(
            (job) => job.id,
          ),
        ).toEqual([dropped])
      })

      test('countStatuses: each status of health.ts, per queue, with the oldest queued job', async () => {
        await clear()
        const now = at(90 * MINUTE)
        const [oldest] = await queue([{}, {}])
        await queue([{ waitUntil: at(100 * MINUTE) }, { queue: 'a' }])
        const [running, retrying, failed, cancelled, succeeded, recovered] = await queue([
          {},
          { task: 'failOnce' },
          { task: 'failHard' },
          {},
          {},
          {},
        ])
        await payload.db.updateOne({
          collection: 'payload-jobs',
          id: retrying!,
          data: { totalTried: 1 },
        })
        await payload.db.updateOne({
          collection: 'payload-jobs',
          id: failed!,
          data: { hasError: true, error: { message: 'for good' } },
        })
        await payload.db.updateOne({
          collection: 'payload-jobs',
          id: cancelled!,
          data: { hasError: true, error: { cancelled: true } },
        })
        await payload.db.updateOne({
          collection: 'payload-jobs',
          id: succeeded!,
          data: { completedAt: at(89 * MINUTE).toISOString() },
        })
        await payload.db.updateOne({
          collection: 'payload-jobs',
          id: recovered!,
          data: { recoveredCount: 1 },
        })
        const queuedAt = (await read(oldest!)).createdAt
        const claimed = await claimFor('w', 1, now, at(95 * MINUTE))
        // The claim takes the oldest; put it back and claim `running` by hand, so the oldest stays queued.
        await store.release(claimed.map((job) => job.id))
        await payload.db.updateOne({
          collection: 'payload-jobs',
          id: running!,
          data:
            shape === 'lease'
              ? { processingUntil: at(95 * MINUTE).toISOString(), processingToken: 'w' }
              : { processing: true },
        })

        // A job written without a queue is in 'default', as Payload's runner has it.
        const [unnamed] = await queue([{ waitUntil: at(100 * MINUTE) }])
        await payload.db.updateOne({
          collection: 'payload-jobs',
          id: unnamed!,
          data: { queue: null },
        })
        const counts = await store.countStatuses({
          queues: ['default', 'a', 'empty'],
          now,
          succeededSince: at(80 * MINUTE),
        })
        const noJobs = {
          queued: 0,
          scheduled: 0,
          retrying: 0,
          processing: 0,
          succeeded: 0,
          failed: 0,
          cancelled: 0,
          recovered: 0,
          oldestQueuedAt: null,
        }
        expect(counts).toEqual({
          // queued: the two oldest and the recovered one; recovered also counts it.
          default: {
            queued: 3,
            scheduled: 2,
            retrying: 1,
            processing: 1,
            succeeded: 1,
            failed: 1,
            cancelled: 1,
            recovered: 1,
            oldestQueuedAt: new Date(queuedAt!).toISOString(),
          },
          a: { ...noJobs, queued: 1, oldestQueuedAt: expect.any(String) },
          empty: noJobs,
        })
        // Succeeded counts only jobs completed inside the window.
        expect(
          (
            await store.countStatuses({
              queues: ['default'],
              now,
              succeededSince: at(89 * MINUTE + 1),
            })
          ).default!.succeeded,
        ).toBe(0)
      })
    })
  },
)

test('the store a Payload gets: one per Payload, chosen at startup and said in the log; Payload’s database API when PPS_PUBLIC_API is set', async () => {
  const started = (publicApi: boolean) =>
    withEnv('PPS_PUBLIC_API', publicApi ? '1' : undefined, () => bootQcHost())
  const said = (host: Host) =>
    host.logs.filter((entry) => entry.msg.startsWith('payload-plugin-suite/jobs: claims'))
  for (const publicApi of [false, true]) {
    const host = await started(publicApi)
    try {
      expect(getJobStore(host.payload)).toBe(getJobStore(host.payload))
      // The shape of payload-jobs, detected once and said once.
      expect(processingShapeOf(host.payload)).toBe(processingShapeOf(host.payload))
      expect(
        host.logs
          .filter((entry) => entry.msg.startsWith('payload-plugin-suite/jobs: payload-jobs has'))
          .map((entry) => entry.msg),
      ).toEqual([
        processingShapeOf(host.payload) === 'lease'
          ? "payload-plugin-suite/jobs: payload-jobs has Payload 4's processing lease (processingUntil, processingToken); claims, heartbeats and sweeps use it"
          : "payload-plugin-suite/jobs: payload-jobs has Payload 3's processing flag; claims lease jobs with leasedBy and leaseExpiresAt",
      ])
      expect(said(host).map((entry) => entry.msg)).toEqual([
        publicApi
          ? `payload-plugin-suite/jobs: claims, sweeps and settles go through Payload's database API (PPS_PUBLIC_API is set); slower, and claims are as safe as Payload's own runner's`
          : `payload-plugin-suite/jobs: claims, sweeps and settles run as single SQL statements on the ${host.payload.db.name} adapter`,
      ])
    } finally {
      await host.close()
    }
  }
}, 120_000)
