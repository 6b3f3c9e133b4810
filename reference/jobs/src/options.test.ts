import { describe, expect, test } from 'vitest'
import { resolveReliability } from './options'

/** What the resolver threw (not `toThrow`, which passes a thrown `undefined`). */
const refusal = (option: unknown): string => {
  try {
    resolveReliability(option as never)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the option was accepted')
}

describe('jobs reliability option (reference unit)', () => {
  test.each([
    ['reliability.leaseMs must be a positive integer (milliseconds), got 0', { leaseMs: 0 }],
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
  ])('refuses: %s', (message, option) => {
    expect(refusal(option)).toContain(message)
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
