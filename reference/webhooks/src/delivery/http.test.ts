import { describe, expect, test } from 'vitest'
import { MAX_RETRY_AFTER_MS } from '../defaults'
import { parseRetryAfter } from './http'

const NOW = Date.parse('2030-01-01T00:00:00Z')

/** A receiver's Retry-After (RFC 9110 §10.2.3), as the next attempt's wait. */
describe('webhooks Retry-After (reference unit)', () => {
  test('delay-seconds or an HTTP date, the first of several, capped; a date passed is no wait', () => {
    expect(parseRetryAfter('120', NOW)).toBe(120_000)
    expect(parseRetryAfter(' 5 ', NOW)).toBe(5_000)
    expect(parseRetryAfter(['3', '9'], NOW)).toBe(3_000)
    expect(parseRetryAfter('0', NOW)).toBe(0)
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:01:00 GMT', NOW)).toBe(60_000)
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:00:00 GMT', NOW)).toBe(0)
    expect(parseRetryAfter(String(MAX_RETRY_AFTER_MS), NOW)).toBe(MAX_RETRY_AFTER_MS)
  })

  test('anything else is no Retry-After at all', () => {
    for (const header of [undefined, '', '   ', [], 'soon', '12a', 'a12'])
      expect(
        parseRetryAfter(header as string | undefined, NOW),
        JSON.stringify(header),
      ).toBeUndefined()
  })
})
