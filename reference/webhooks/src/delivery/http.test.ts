import { describe, expect, test } from 'vitest'
import { MAX_RETRY_AFTER_MS, RESPONSE_BODY_CHARS } from '../defaults'
import { describeError, parseRetryAfter, replied } from './http'

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

/** What the log records of a reply: ok for 2xx, a redirect named with its target, the body clipped. */
describe('webhooks replies as recorded (reference unit)', () => {
  const started = performance.now()
  test('2xx is ok; 3xx is a redirect not followed, naming where to; anything else its status', () => {
    expect(replied(200, {}, 'fine', started)).toMatchObject({ ok: true, error: null })
    expect(replied(299, {}, '', started)).toMatchObject({ ok: true })
    expect(replied(300, {}, '', started)).toMatchObject({
      ok: false,
      error: 'Redirect not followed: HTTP 300',
    })
    expect(replied(308, { location: 'https://elsewhere.test/hook' }, '', started).error).toBe(
      'Redirect not followed: HTTP 308 to https://elsewhere.test/hook',
    )
    expect(replied(400, { location: '/x' }, '', started).error).toBe('HTTP 400')
    expect(replied(199, {}, '', started)).toMatchObject({ ok: false, error: 'HTTP 199' })
  })

  test('410 is final; 429 and 503 carry their Retry-After, others none; the body is clipped by characters', () => {
    expect(replied(410, {}, '', started).final).toBe(true)
    expect(replied(500, {}, '', started).final).toBeUndefined()
    expect(replied(429, { 'retry-after': '7' }, '', started).retryAfterMs).toBe(7_000)
    expect(replied(503, { 'retry-after': '7' }, '', started).retryAfterMs).toBe(7_000)
    expect(replied(500, { 'retry-after': '7' }, '', started)).not.toHaveProperty('retryAfterMs')
    const long = '😀'.repeat(RESPONSE_BODY_CHARS + 1)
    expect(Array.from(replied(500, {}, long, started).responseBody ?? '')).toHaveLength(
      RESPONSE_BODY_CHARS,
    )
  })
})

describe('webhooks attempt errors as recorded (reference unit)', () => {
  const withCode = (message: string, code?: string, cause?: Error) =>
    Object.assign(new Error(message, cause && { cause }), code ? { code } : {})

  test('the wrapper’s message, then the cause’s when it says more, then the code unless already said', () => {
    expect(
      describeError(withCode('fetch failed', undefined, withCode('socket hang up', 'ECONNRESET'))),
    ).toBe('fetch failed: socket hang up (ECONNRESET)')
    expect(
      describeError(
        withCode(
          'fetch failed',
          undefined,
          withCode('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED'),
        ),
      ),
    ).toBe('fetch failed: connect ECONNREFUSED 127.0.0.1:9')
    expect(describeError(withCode('same', undefined, withCode('same', 'EPIPE')))).toBe(
      'same (EPIPE)',
    )
    expect(describeError(withCode('timed out', 'ETIMEDOUT'))).toBe('timed out (ETIMEDOUT)')
    expect(describeError(new Error('plain', { cause: 'not an error' }))).toBe('plain')
    expect(describeError('a string')).toBe('a string')
  })
})
