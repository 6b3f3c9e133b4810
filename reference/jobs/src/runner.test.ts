import { describe, expect, test } from 'vitest'
import { claimSizes } from './runner'

describe('a run’s claims (reference unit)', () => {
  test('under 100 jobs, one claim of the whole limit', () => {
    expect(claimSizes(1, false)).toEqual([1])
    expect(claimSizes(99, true)).toEqual([99])
  })

  test('from 100 on an event-loop driver (SQLite), two halves, the larger first', () => {
    expect(claimSizes(100, false)).toEqual([50, 50])
    expect(claimSizes(101, false)).toEqual([51, 50])
  })

  test('from 100 on a database server (Postgres), a fifth first, then each part twice the one before, up to the limit', () => {
    expect(claimSizes(100, true)).toEqual([20, 40, 40])
    expect(claimSizes(500, true)).toEqual([100, 200, 200])
    expect(claimSizes(1000, true)).toEqual([200, 400, 400])
    expect(claimSizes(101, true)).toEqual([21, 42, 38])
  })
})
