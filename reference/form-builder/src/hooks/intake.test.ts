import type { PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'
import { DEFAULT_SPAM } from '../defaults'
import { buildSpamGuardBeforeValidate, keepValidationErrorsAfterError } from './intake'

/** How a 400 of a managed collection leaves: its field errors kept, whichever ValidationError class threw it. */
describe('form-builder keepValidationErrorsAfterError (reference unit)', () => {
  const errors = [{ path: 'values.email', message: 'Invalid email' }]
  const keep = (slug: string, error: Record<string, unknown>, result?: unknown) =>
    keepValidationErrorsAfterError({
      collection: { slug },
      error: Object.assign(new Error('The following field is invalid: values.email'), error),
      result,
    } as never)

  test('a 400 with field errors of form-submissions or forms answers them, when the reply lost them', () => {
    for (const slug of ['form-submissions', 'forms'])
      expect(keep(slug, { status: 400, data: { errors } }, { errors: [{ message: 'x' }] })).toEqual(
        {
          response: {
            errors: [
              {
                name: 'ValidationError',
                message: 'The following field is invalid: values.email',
                data: { errors },
              },
            ],
          },
          status: 400,
        },
      )
  })

  test('anything else is left as Payload answers it', () => {
    expect(keep('pages', { status: 400, data: { errors } })).toBeUndefined()
    expect(keep('forms', { status: 403, data: { errors } })).toBeUndefined()
    expect(keep('forms', { status: 400, data: { errors: 'x' } })).toBeUndefined()
    expect(keep('forms', { status: 400 })).toBeUndefined()
    expect(
      keep('forms', { status: 400, data: { errors } }, { errors: [{ data: { errors } }] }),
    ).toBeUndefined()
  })
})

describe('form-builder spam guard (reference unit)', () => {
  const NOW = Date.parse('2030-06-01T12:00:00Z')
  const guard = (mode: 'flag' | 'reject' = 'flag') =>
    buildSpamGuardBeforeValidate({ ...DEFAULT_SPAM, mode, now: () => NOW })
  const req = { t: (key: string) => key } as unknown as PayloadRequest
  const startedAgo = (ms: number) => new Date(NOW - ms).toISOString()
  const run = (data: Record<string, unknown>, mode?: 'flag' | 'reject', operation = 'create') =>
    guard(mode)({ data, operation, req } as never) as Record<string, any>

  test('a filled honeypot, a missing start and a fill faster than minFillMs are signals; the fields go', () => {
    expect(run({ honeypot: 'bot', startedAt: startedAgo(60_000) })).toEqual({
      meta: { spam: { verdict: 'flagged', signals: ['honeypot'] } },
      status: 'flagged',
    })
    expect(run({ meta: { kept: 1 } }).meta).toEqual({
      kept: 1,
      spam: { verdict: 'flagged', signals: ['missingStartedAt'] },
    })
    expect(run({ startedAt: startedAgo(DEFAULT_SPAM.minFillMs - 1) }).meta.spam.signals).toEqual([
      'tooFast',
    ])
  })

  test('an empty honeypot, and a fill of exactly minFillMs, are a person’s', () => {
    for (const honeypot of ['', null, undefined])
      expect(run({ honeypot, startedAt: startedAgo(DEFAULT_SPAM.minFillMs) })).toEqual({
        meta: { spam: { verdict: 'ok', signals: [] } },
      })
  })

  test('reject mode refuses naming the signals; an update is not judged', async () => {
    expect(() => run({ honeypot: 'bot' }, 'reject')).toThrow(
      expect.objectContaining({
        data: expect.objectContaining({
          errors: [
            {
              path: 'spam',
              message: 'Submission rejected as spam (honeypot, missingStartedAt).',
            },
          ],
        }),
      }),
    )
    expect(run({ honeypot: 'bot' }, 'reject', 'update')).toEqual({ honeypot: 'bot' })
  })
})
