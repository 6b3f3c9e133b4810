import type { Config } from 'payload'
import { describe, expect, test } from 'vitest'
import { DEFAULT_PRUNE_BATCH, DEFAULT_PRUNE_SCHEDULE } from './defaults'
import { resolveOptions } from './options'
import type { WebhooksOptions } from './types'

const config = { collections: [{ slug: 'posts', fields: [] }] } as unknown as Config
const resolve = (options: Record<string, unknown>) =>
  resolveOptions(options as unknown as WebhooksOptions, config)

/** webhooks()' option checks: each refusal names the option and what it must be. */
describe('webhooks options (reference unit)', () => {
  test.each([
    [
      { collections: { pages: true } },
      'collections names collections that are not in the config: pages',
    ],
    [
      { collections: { posts: { operations: ['create', 'publish', 'archive'] } } },
      'collections.posts.operations has unknown values: publish, archive',
    ],
    [{ delivery: 'later' }, 'delivery.mode must be one of auto, queue, inline (got later)'],
    [{ delivery: { retries: -1 } }, 'delivery.retries must be an integer ≥ 0'],
    [{ delivery: { retries: 1.5 } }, 'delivery.retries must be an integer ≥ 0'],
    [{ delivery: { concurrency: 0 } }, 'delivery.concurrency must be an integer ≥ 1'],
    [{ delivery: { timeoutMs: 0 } }, 'delivery.timeoutMs must be a positive number'],
    [
      { health: { disableAfterMs: 0 } },
      'health.disableAfterMs must be a positive number of milliseconds',
    ],
    [{ subscriptionCacheMs: -1 }, 'subscriptionCacheMs must be a number of milliseconds ≥ 0'],
    [
      { logCountEstimateAbove: 1.5 },
      'logCountEstimateAbove must be an integer number of rows ≥ 0, or false',
    ],
    [
      { logCountEstimateAbove: -1 },
      'logCountEstimateAbove must be an integer number of rows ≥ 0, or false',
    ],
    [
      { retention: { successMs: 0 } },
      'retention.successMs must be a positive number of milliseconds',
    ],
    [
      { retention: { failureMs: '1d' } },
      'retention.failureMs must be a positive number of milliseconds',
    ],
    [
      { retention: { successMs: 1, batchSize: 0 } },
      'retention.batchSize must be an integer from 1 to 10000',
    ],
    [
      { retention: { successMs: 1, batchSize: 10_001 } },
      'retention.batchSize must be an integer from 1 to 10000',
    ],
    [
      { retention: { successMs: 1, schedule: '* * *' } },
      'retention.schedule must be a cron expression such as "17 * * * *"',
    ],
    [
      { overrides: { subscriptions: [] } },
      'overrides.subscriptions must be an object of collection keys, e.g. { access: { read: isAdmin } }',
    ],
    [
      { overrides: { subscriptions: { fields: [] } } },
      'overrides.subscriptions.fields must be a function ({ defaultFields }) => Field[]',
    ],
  ])('%j is refused', (options, message) => {
    expect(() => resolve(options)).toThrow(`webhooks: ${message}`)
  })

  test('the limits themselves are accepted, and a retention with neither age is none', () => {
    expect(() =>
      resolve({
        collections: { posts: { operations: ['create'] } },
        delivery: { retries: 0, concurrency: 1, timeoutMs: 1 },
        subscriptionCacheMs: 0,
        logCountEstimateAbove: 0,
        retention: { successMs: 1, batchSize: 10_000, schedule: '17 * * * *' },
      }),
    ).not.toThrow()
    expect(resolve({ logCountEstimateAbove: false }).logCountEstimateAbove).toBe(false)
    expect(resolve({ retention: { batchSize: 5 } }).retention).toBeUndefined()
    expect(resolve({ retention: { failureMs: 1 } }).retention).toEqual({
      successMs: undefined,
      failureMs: 1,
      batchSize: DEFAULT_PRUNE_BATCH,
      schedule: DEFAULT_PRUNE_SCHEDULE,
    })
    expect(resolve({ collections: { posts: true } }).collections.posts).toEqual(
      resolve({ collections: { posts: {} } }).collections.posts,
    )
  })
})
