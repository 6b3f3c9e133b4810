import type { CollectionBeforeOperationHook } from 'payload'
import { describe, expect, test } from 'vitest'
import { rejectMalformedRequest } from './shared/rejectMalformedRequest'

const MAX_INT32 = 2_147_483_647
const SINGLE_VALUE_OPERATORS = [
  'equals',
  'not_equals',
  'like',
  'not_like',
  'contains',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
]

/** `levels` objects, each holding the next. */
const nested = (levels: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: 'x' }
  for (let level = 1; level < levels; level++) value = { child: value }
  return value
}

/**
 * The beforeOperation hook adminWiki's and webhooks' collections share (reference/shared): what
 * Payload's handlers would answer with a 500 is a 400 naming what was wrong, before anything is written.
 */
describe('rejectMalformedRequest (reference unit)', () => {
  const run = (operation: string, args: Record<string, unknown>, payloadAPI = 'REST') =>
    (rejectMalformedRequest as (input: unknown) => unknown)({
      args,
      operation,
      req: { payloadAPI },
    } as unknown as Parameters<CollectionBeforeOperationHook>[0])
  /** The 400 the hook throws, or undefined when it passes the arguments on unchanged. */
  const refusal = (operation: string, args: Record<string, unknown>, payloadAPI?: string) => {
    try {
      expect(run(operation, args, payloadAPI)).toBe(args)
      return undefined
    } catch (error) {
      expect(error).toBeInstanceOf(Error)
      expect((error as { status?: number }).status).toBe(400)
      return (error as Error).message
    }
  }

  test('a body that is not an object of fields: refused on create and update, from REST and GraphQL alike', () => {
    for (const operation of ['create', 'update']) {
      for (const data of [null, undefined, 'text', 42, ['a']]) {
        for (const payloadAPI of ['REST', 'GraphQL']) {
          expect(
            refusal(operation, { data }, payloadAPI),
            `${operation} ${JSON.stringify(data)} ${payloadAPI}`,
          ).toBe('The request body must be a JSON object of the document’s fields.')
        }
      }
      expect(refusal(operation, { data: { title: 'x' } })).toBeUndefined()
    }
    // Other operations carry no body.
    expect(refusal('delete', { data: null })).toBeUndefined()
    expect(refusal('read', { data: 'text' })).toBeUndefined()
  })

  test('the Local API passes whatever it is given (its callers are typed, the plugins write through it)', () => {
    expect(refusal('create', { data: null }, 'local')).toBeUndefined()
    expect(
      refusal('read', { limit: -1, where: { title: { equals: ['a', 'b'] } } }, 'local'),
    ).toBeUndefined()
  })

  test('nesting: 100 levels below the body are taken, 101 are refused', () => {
    expect(refusal('create', { data: nested(101) })).toBeUndefined()
    expect(refusal('update', { data: nested(102) })).toBe(
      'The request body nests more than 100 levels deep.',
    )
    // An array is a level too.
    expect(refusal('create', { data: { list: [nested(99)] } })).toBeUndefined()
    expect(refusal('create', { data: { list: [nested(100)] } })).toBe(
      'The request body nests more than 100 levels deep.',
    )
  })

  test('limit and page: one whole number from 0 to 2^31 - 1', () => {
    for (const name of ['limit', 'page']) {
      for (const value of [undefined, 0, 1, MAX_INT32])
        expect(refusal('read', { [name]: value }), `${name} ${value}`).toBeUndefined()
      for (const value of [
        -1,
        1.5,
        MAX_INT32 + 1,
        Number.MAX_SAFE_INTEGER + 2,
        Number.NaN,
        '5',
        [1, 2],
        null,
      ]) {
        expect(refusal('read', { [name]: value }), `${name} ${String(value)}`).toBe(
          `${name} must be one whole number from 0 to ${MAX_INT32}.`,
        )
      }
    }
    // Only reads are lists.
    expect(refusal('update', { data: {}, limit: -1 })).toBeUndefined()
  })

  test('where: a one-value operator given a list is refused wherever it sits; list operators and other shapes pass', () => {
    for (const operator of SINGLE_VALUE_OPERATORS) {
      expect(refusal('read', { where: { title: { [operator]: ['a', 'b'] } } }), operator).toBe(
        `where title.${operator} takes one value.`,
      )
      expect(refusal('read', { where: { title: { [operator]: 'a' } } }), operator).toBeUndefined()
    }
    for (const junction of ['and', 'or']) {
      expect(
        refusal('read', {
          where: {
            [junction]: [
              { slug: { in: ['a'] } },
              { [junction === 'and' ? 'or' : 'and']: [{ title: { like: ['a', 'b'] } }] },
            ],
          },
        }),
      ).toBe('where title.like takes one value.')
    }
    // Only `and` and `or` hold lists of conditions; a field of another name holding a list is a field.
    expect(
      refusal('read', { where: { tags: [{ title: { equals: ['a', 'b'] } }] } }),
    ).toBeUndefined()
    for (const where of [
      { slug: { in: ['a', 'b'] } },
      { slug: { not_in: ['a'] } },
      { title: null },
      { title: 'a' },
      { and: 'x' },
      undefined,
    ]) {
      expect(refusal('read', { where }), JSON.stringify(where)).toBeUndefined()
    }
    // The path is quoted to 64 characters, never the value.
    const long = 'p'.repeat(500)
    expect(refusal('read', { where: { [long]: { equals: ['secret', 'values'] } } })).toBe(
      `where ${'p'.repeat(64)}.equals takes one value.`,
    )
    // The first offender is named, and a where nested past 100 levels is left to Payload's own checks.
    expect(
      refusal('read', {
        where: { a: { equals: 'x' }, b: { equals: ['x', 'y'] }, c: { like: ['x', 'y'] } },
      }),
    ).toBe('where b.equals takes one value.')
    let deep: Record<string, unknown> = { title: { equals: ['a', 'b'] } }
    for (let level = 0; level < 101; level++) deep = { and: [deep] }
    expect(refusal('read', { where: deep })).toBeUndefined()
    let shallow: Record<string, unknown> = { title: { equals: ['a', 'b'] } }
    for (let level = 0; level < 100; level++) shallow = { or: [shallow] }
    expect(refusal('read', { where: shallow })).toBe('where title.equals takes one value.')
  })
})
