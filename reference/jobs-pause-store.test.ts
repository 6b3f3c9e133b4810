import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { expectRefusal } from '../conformance/harness/expect-plugin'
import type { Host } from '../fixtures/host'
import { jobs } from './jobs/src'
import { PAUSE_GLOBAL_KEY, PAUSE_QUEUE_PREFIX } from './jobs/src/defaults'
import { readMarker } from './jobs/src/marker'
import { bootQcHost, implementation } from './test-hosts'

/**
 * The pause store's own words and edges, beyond QC's pause requirements: what each method refuses,
 * records written before the store recorded who and when, keys of other owners in the same KV.
 */
describe('jobs pause store (reference unit)', () => {
  let host: Host
  let payload: Payload
  const store = () => implementation.createPauseStore!(payload)

  beforeAll(async () => {
    host = await bootQcHost({ queueControl: true })
    payload = host.payload
  }, 120_000)
  afterAll(() => host?.close())
  beforeEach(() => store().resume({ all: true }))

  test('refuses a queue that is not a non-empty string and a resumeAt that is not a date, naming the method', async () => {
    await expectRefusal(
      () => store().pause(''),
      'jobs: pauseStore.pause(queue) must be a non-empty string, got ""',
    )
    await expectRefusal(
      () => store().resume(7 as never),
      'jobs: pauseStore.resume(queue) must be a non-empty string, got 7',
    )
    await expectRefusal(
      () => store().resume({ global: false } as never),
      'jobs: pauseStore.resume(queue) must be a non-empty string, got {"global":false}',
    )
    await expectRefusal(
      () => store().isPaused(''),
      'jobs: pauseStore.isPaused(queue) must be a non-empty string, got ""',
    )
    await expectRefusal(
      () => store().pause('a', { resumeAt: 'soon' }),
      'jobs: pauseStore.pause(info.resumeAt) must be a valid date',
    )
    expect(await store().state()).toMatchObject({ global: false, queues: [] })
  })

  test('a write that loses the race for a new key (the KV’s unique key refused) is written again; any other failure is the caller’s', async () => {
    const kv = payload.kv
    /** The store over a KV whose first write fails with `failure`. */
    const storeFailingOnce = (failure: Error) => {
      let failed = false
      payload.kv = new Proxy(kv, {
        get: (target, property) =>
          property === 'set'
            ? async (...args: Parameters<typeof kv.set>) => {
                if (failed) return kv.set(...args)
                failed = true
                throw failure
              }
            : Reflect.get(target, property),
      })
      return implementation.createPauseStore!(payload)
    }
    const invalid = (data?: unknown) =>
      Object.assign(new Error('The following field is invalid: key'), {
        name: 'ValidationError',
        ...(data === undefined ? {} : { data }),
      })
    try {
      for (const errors of [[{ path: 'key' }], [{ path: 'value' }, { path: 'key' }]]) {
        await storeFailingOnce(invalid({ errors })).pause('raced')
        expect(await store().isPaused('raced'), JSON.stringify(errors)).toBe(true)
        await store().resume('raced')
      }
      for (const failure of [
        new Error('KV unreachable'),
        invalid({ errors: [{ path: 'value' }] }),
        invalid({}),
        invalid(),
      ]) {
        await expect(storeFailingOnce(failure).pause('failed')).rejects.toBe(failure)
        expect(await store().isPaused('failed')).toBe(false)
      }
    } finally {
      payload.kv = kv
    }
  })

  test('state lists paused queues in name order and ignores other keys in the KV', async () => {
    // Neither the order written nor its reverse.
    for (const queue of ['b', 'a', 'c']) await store().pause(queue)
    await payload.kv.set('someone-else:pause:queue:d', { pausedAt: new Date().toISOString() })
    try {
      expect((await store().state()).queues).toEqual(['a', 'b', 'c'])
    } finally {
      await payload.kv.delete('someone-else:pause:queue:d')
    }
  })

  test('a record written before who and when were kept reads as paused at the epoch, by nobody, for no reason', async () => {
    await payload.kv.set(`${PAUSE_QUEUE_PREFIX}legacy`, true)
    await payload.kv.set(PAUSE_GLOBAL_KEY, {})
    const unknown = {
      pausedAt: new Date(0).toISOString(),
      pausedBy: null,
      reason: null,
      resumeAt: null,
    }
    expect((await store().state()).records).toEqual({
      global: unknown,
      queues: { legacy: unknown },
    })
  })

  test('resuming one queue leaves the global pause; resuming the global pause leaves the queue’s', async () => {
    await store().pause()
    await store().pause('a')
    await store().resume('a')
    expect(await store().state()).toMatchObject({ global: true, queues: [] })
    await store().pause('a')
    await store().resume({ global: true })
    expect(await store().state()).toMatchObject({ global: false, queues: ['a'] })
  })

  test('the marker’s pauseOf, which other plugins ask, answers the pause holding a queue: its own, else the global one', async () => {
    const pauseOf = (queue: string) => readMarker(payload.config)!.pauseOf!(payload, queue)
    expect(await pauseOf('a')).toBeNull()
    await store().pause('a', { reason: 'own' })
    expect(await pauseOf('a')).toMatchObject({ reason: 'own' })
    await store().pause(undefined, { reason: 'everything' })
    expect(await pauseOf('b')).toMatchObject({ reason: 'everything' })
  })

  test('autoRun runs unless the project’s shouldAutoRun says no or a global pause holds', async () => {
    const shouldAutoRun = (projectSays?: boolean) => {
      const config = jobs({ queueControl: true })({
        collections: [],
        jobs: {
          tasks: [],
          ...(projectSays === undefined ? {} : { shouldAutoRun: () => projectSays }),
        },
      } as never)
      return config.jobs!.shouldAutoRun!(payload)
    }
    expect(await shouldAutoRun()).toBe(true)
    expect(await shouldAutoRun(true)).toBe(true)
    expect(await shouldAutoRun(false)).toBe(false)
    await store().pause('a')
    expect(await shouldAutoRun()).toBe(true)
    await store().pause()
    expect(await shouldAutoRun()).toBe(false)
    expect(await shouldAutoRun(true)).toBe(false)
  })

  test('at startup the plugin chooses its job store and says which, before any run', () => {
    expect(host.logs.map((entry) => entry.msg)).toContainEqual(
      expect.stringMatching(/^payload-plugin-suite\/jobs: claims, sweeps and settles /),
    )
  })
})
