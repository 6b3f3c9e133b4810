import { describe, expect, test } from 'vitest'
import { defaultValidationRulesByType, isEmpty, isValidEmail } from './rules'
import type { FormFieldConfig } from './types'

/** A translator that shows the key and the values it was given. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as never

const check = (type: string, value: unknown, param?: string | null) =>
  defaultValidationRulesByType[type].validate({
    value,
    param,
    field: { blockType: 'text', name: 'answer' } as FormFieldConfig,
    t,
  })

/** The built-in rules at their edges, beyond the FB family's one case per rule. */
describe('form-builder validation rules (reference unit)', () => {
  test('empty is undefined, null, "", [] and false; 0 and " " are answers', () => {
    for (const empty of [undefined, null, '', [], false]) expect(isEmpty(empty)).toBe(true)
    for (const answer of [0, ' ', ['a'], true, {}]) expect(isEmpty(answer)).toBe(false)
    expect(check('required', null)).toBe('required')
    expect(check('required', [])).toBe('required')
    expect(check('required', 0)).toBeUndefined()
  })

  test('lengths count characters, choices, or the digits of a number', () => {
    expect(check('minLength', 'abc', '3')).toBeUndefined()
    expect(check('minLength', 'ab', '3')).toBe('minLength {"param":"3"}')
    expect(check('maxLength', ['a', 'b', 'c'], '2')).toBe('maxLength {"param":"2"}')
    expect(check('maxLength', ['a', 'b'], '2')).toBeUndefined()
    expect(check('maxLength', 12_345, '4')).toBe('maxLength {"param":"4"}')
    expect(check('maxLength', 1234, '4')).toBeUndefined()
  })

  test('a bound without a parameter, or with an empty one, holds nothing back', () => {
    for (const param of [undefined, null, ''] as const) {
      expect(check('max', 5, param)).toBeUndefined()
      expect(check('min', -5, param)).toBeUndefined()
      expect(check('minLength', '', param)).toBeUndefined()
    }
    expect(check('min', 0, '0')).toBeUndefined()
    expect(check('min', -1, '0')).toBe('min {"param":"0"}')
  })

  test('oneOf reads its list comma-separated and trimmed, a choice list item by item', () => {
    expect(check('oneOf', 'b', ' a , b ,')).toBeUndefined()
    expect(check('oneOf', ['a', 'b'], 'a,b')).toBeUndefined()
    expect(check('oneOf', ['a', 'c'], 'a, b')).toBe('oneOf {"param":"a, b"}')
    expect(check('oneOf', '', null)).toBe('oneOf {"param":""}')
  })

  test('email takes only strings of WHATWG’s syntax', () => {
    expect(isValidEmail('ann@example.test')).toBe(true)
    expect(isValidEmail(['ann@example.test'])).toBe(false)
    expect(isValidEmail({ toString: () => 'ann@example.test' })).toBe(false)
    expect(isValidEmail('ann@')).toBe(false)
  })

  test('file rules judge only a file (a mimetype and a size), and pass anything else to its type’s check', () => {
    const file = { name: 'a.png', mimetype: 'image/png', size: 2_000 }
    expect(check('fileSize', file, '1000')).toBe('fileSize {"param":"1000"}')
    expect(check('fileSize', file, '2000')).toBeUndefined()
    expect(check('fileType', file, 'application/pdf')).toMatch(/^fileType /)
    expect(check('fileType', file, 'image/*')).toBeUndefined()
    for (const notAFile of ['a.png', { mimetype: 'image/png' }, { size: 2_000 }, null]) {
      expect(check('fileSize', notAFile, '1')).toBeUndefined()
      expect(check('fileType', notAFile, 'application/pdf')).toBeUndefined()
    }
  })
})
