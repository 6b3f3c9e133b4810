import { describe, expect, test } from 'vitest'
import { expectRefusal } from '../conformance/harness/expect-plugin'
import { withEnv } from '../fixtures'
import { cronSecretAccess, loggedInAccess } from './jobs/src/access'
import { DEFAULT_RETENTION_BATCH, DEFAULT_RETENTION_SCHEDULE } from './jobs/src/defaults'
import { resolveOptions, resolveReliability } from './jobs/src/options'

describe('jobs reliability option (reference unit)', () => {
  test.each([
    ['reliability.leaseMs must be a positive integer (milliseconds), got 0', { leaseMs: 0 }],
    [
      'reliability.heartbeatMs must be a positive integer (milliseconds), got 0',
      { heartbeatMs: 0 },
    ],
    ['reliability.leaseMs must be a positive integer (milliseconds), got 1.5', { leaseMs: 1.5 }],
    [
      'reliability.leaseMs must be a positive integer (milliseconds), got "60s"',
      { leaseMs: '60s' },
    ],
    [
      'reliability.leaseMs must be a positive integer (milliseconds), got 60000n',
      { leaseMs: BigInt(60_000) },
    ],
    [
      'reliability.sweepIntervalMs must be a positive integer (milliseconds), got -1',
      { sweepIntervalMs: -1 },
    ],
    [
      'reliability.heartbeatMs (501) must be at most half of leaseMs (1000)',
      { leaseMs: 1000, heartbeatMs: 501 },
    ],
  ])('refuses: %s', async (message, option) => {
    await expectRefusal(() => resolveReliability(option as never), message)
  })

  test('off unless asked for; defaults derive from the lease; half a lease is the longest heartbeat', () => {
    expect(resolveReliability(undefined)).toBe(false)
    expect(resolveReliability(false)).toBe(false)
    expect(resolveReliability({ leaseMs: 1000, heartbeatMs: 500 })).toEqual({
      heartbeatMs: 500,
      leaseMs: 1000,
      sweepIntervalMs: 1000,
    })
    expect(resolveReliability({ leaseMs: 400 })).toMatchObject({ heartbeatMs: 100, leaseMs: 400 })
  })
})

describe('jobs() options (reference unit)', () => {
  test.each([
    ['jobs: queueControl must be true, false or an object, got "on"', { queueControl: 'on' }],
    ['jobs: queueControl must be true, false or an object, got null', { queueControl: null }],
    ['jobs: queueControl.access must be a function', { queueControl: { access: 'admins' } }],
    [
      'jobs: queueControl.queues must be a non-empty array of queue names',
      { queueControl: { queues: [] } },
    ],
    [
      'jobs: queueControl.queues must be a non-empty array of queue names',
      { queueControl: { queues: ['default', ''] } },
    ],
    ['jobs: runner must be true, false or an object, got 1', { runner: 1 }],
    ['jobs: runner must be true, false or an object, got null', { runner: null }],
    ['jobs: runner.queues must be a non-empty array of queue names', { runner: { queues: [] } }],
    ['jobs: runner.limit must be a positive integer, got 0', { runner: { limit: 0 } }],
    ['jobs: runner.limit must be a positive integer, got "5"', { runner: { limit: '5' } }],
    [
      'jobs: runner.pollIntervalMs must be a positive integer (milliseconds), got 1.5',
      { runner: { pollIntervalMs: 1.5 } },
    ],
    [
      'jobs: retention.succeededMs must be a positive number of milliseconds',
      { retention: { succeededMs: 0 } },
    ],
    [
      'jobs: retention.failedMs must be a positive number of milliseconds',
      { retention: { failedMs: '1d' } },
    ],
    [
      'jobs: retention.batchSize must be an integer from 1 to 10000',
      { retention: { failedMs: 1, batchSize: 10_001 } },
    ],
    [
      'jobs: retention.batchSize must be an integer from 1 to 10000',
      { retention: { failedMs: 1, batchSize: 0 } },
    ],
    ...['* * *', '*  *  *  *', ' * * * * ', 5].map((schedule): [string, unknown] => [
      'jobs: retention.schedule must be a cron expression such as "23 * * * *"',
      { retention: { failedMs: 1, schedule } },
    ]),
  ])('refuses: %s', async (message, options) => {
    await expectRefusal(() => resolveOptions(options as never), message)
  })

  test('defaults: everything off; true turns a part on with its defaults; given values are kept', () => {
    const off = resolveOptions({})
    expect(off).toMatchObject({ queueControl: false, reliability: false, runner: false })
    expect(off.retention).toBe(false)
    expect(off.now()).toBeInstanceOf(Date)
    expect(resolveOptions({ queueControl: false, runner: false })).toMatchObject({
      queueControl: false,
      runner: false,
    })

    const on = resolveOptions({ queueControl: true, runner: true })
    expect(on.queueControl).toEqual({ access: loggedInAccess, queues: ['default'] })
    expect(on.runner).toEqual({})
    const access = () => true
    const given = resolveOptions({
      queueControl: { access, queues: ['a', 'b', 'a'] },
      runner: { queues: ['a'], pollIntervalMs: 5 },
    })
    expect(given.queueControl).toEqual({ access, queues: ['a', 'b'] })
    expect(given.runner).toEqual({ queues: ['a'], pollIntervalMs: 5 })
    expect(resolveOptions({ queueControl: {} }).queueControl).toEqual({
      access: loggedInAccess,
      queues: ['default'],
    })
  })

  test('retention: off without an age; batch size 1 to 10000 and the cron schedule default or kept', () => {
    expect(resolveOptions({ retention: { batchSize: 5 } }).retention).toBe(false)
    expect(resolveOptions({ retention: { succeededMs: 1000 } }).retention).toEqual({
      succeededMs: 1000,
      failedMs: undefined,
      batchSize: DEFAULT_RETENTION_BATCH,
      schedule: DEFAULT_RETENTION_SCHEDULE,
    })
    for (const batchSize of [1, 10_000])
      expect(
        resolveOptions({ retention: { failedMs: 1, batchSize, schedule: '0 3 * * *' } }).retention,
      ).toMatchObject({ batchSize, schedule: '0 3 * * *' })
  })
})

describe('jobs cronSecretAccess (reference unit)', () => {
  const admits = (authorization: string | null, secret: string | null = 'the-secret') =>
    withEnv('CRON_SECRET', secret ?? undefined, async () => {
      const headers = new Headers(authorization === null ? {} : { authorization })
      return cronSecretAccess()({ req: { headers } } as never)
    })

  test('admits the bearer of the secret, the scheme in any case and after any whitespace', async () => {
    expect(await admits('Bearer the-secret')).toBe(true)
    expect(await admits('bearer   the-secret')).toBe(true)
    expect(await admits('BEARER\tthe-secret')).toBe(true)
  })

  test('refuses another value, a longer or shorter one, another scheme, text before the scheme, no header, no secret set', async () => {
    expect(await admits('Bearer the-secreT')).toBe(false)
    expect(await admits('Bearer the-secret-and-more')).toBe(false)
    expect(await admits('Bearer the')).toBe(false)
    expect(await admits('Basic the-secret')).toBe(false)
    expect(await admits('x Bearer the-secret')).toBe(false)
    expect(await admits('Bearer ')).toBe(false)
    expect(await admits(null)).toBe(false)
    expect(await admits('Bearer the-secret', null)).toBe(false)
    expect(await admits('Bearer ', '')).toBe(false)
  })
})
