import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  advanceJobsClock,
  freezeJobsClock,
  type Receiver,
  resetJobsClock,
  startReceiver,
} from '../fixtures'
import type { Host } from '../fixtures/host'
import { bootWhHost } from './test-hosts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/**
 * Endpoint health at its edges, beyond WH-32/33: failing for exactly health.disableAfterMs disables,
 * in the words the operator reads (a span of days or minutes), logged with the subscription's URL.
 */
describe('webhooks endpoint health (reference unit)', () => {
  let host: Host
  let receiver: Receiver
  const subscribe = async (path: string) =>
    (await host.payload.create({
      collection: 'webhook-subscriptions',
      data: { url: receiver.urlFor(path), collections: ['posts'] },
    })) as unknown as { id: number; url: string }
  const healthOf = async (id: number) =>
    (await host.payload.findByID({ collection: 'webhook-subscriptions', id, depth: 0 })) as Record<
      string,
      unknown
    >
  const post = (title: string) => host.payload.create({ collection: 'posts', data: { title } })

  beforeAll(async () => {
    receiver = await startReceiver()
    receiver.script({ status: 500 })
    host = await bootWhHost({ delivery: 'inline', health: { disableAfterMs: DAY } })
  }, 120_000)
  afterEach(() => resetJobsClock())
  afterAll(async () => {
    await host?.close()
    await receiver?.close()
  })

  test('failing for exactly disableAfterMs disables, told as a span of days; a minute short does not', async () => {
    freezeJobsClock(new Date('2030-06-01T12:00:00.000Z'))
    const subscription = await subscribe('/day')
    await post('first failure')
    const since = (await healthOf(subscription.id)).failingSince as string
    advanceJobsClock(DAY - 60_000)
    await post('a minute short')
    expect(await healthOf(subscription.id)).toMatchObject({ enabled: true, failureStreak: 2 })

    const earlier = host.logs.length
    advanceJobsClock(60_000)
    await post('a day on')
    const reason = `Every delivery failed for 1 days (since ${since}); last error: HTTP 500.`
    expect(await healthOf(subscription.id)).toMatchObject({
      enabled: false,
      failureStreak: 3,
      disabledReason: reason,
    })
    expect(host.logs.slice(earlier).filter((entry) => entry.level === 40)).toEqual([
      expect.objectContaining({
        msg: `webhooks: subscription ${subscription.id} (${subscription.url}) disabled: ${reason}`,
      }),
    ])
  })
})
