import type { PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'
import type { FormFieldConfig } from '../types'
import { defaultFieldDefinitionsByType as definitions } from './definitions'

/** The key of the message a check refuses with, so that a refusal reads as which rule said no. */
const t = (key: string) => `refused: ${key}`

/** What the built-in type's check says of each value: undefined when it is accepted. */
const checked = (type: string, values: unknown[], field: Partial<FormFieldConfig> = {}) =>
  values.map((value) =>
    definitions[type]!.check!({
      value,
      field: { name: 'answer', blockType: type, ...field } as FormFieldConfig,
      t,
      req: {} as PayloadRequest,
      definitions,
    }),
  )

const accepts = (type: string, values: unknown[], field?: Partial<FormFieldConfig>) =>
  expect(checked(type, values, field)).toEqual(values.map(() => undefined))
const refuses = (type: string, key: string, values: unknown[]) =>
  expect(checked(type, values)).toEqual(values.map(() => `refused: ${key}`))

/**
 * The answers each built-in field type takes, beyond the FB family's one valid and one invalid answer
 * per type: the edges of each check.
 */
describe('form-builder built-in field types: what an answer must be (reference unit)', () => {
  test('number: a finite number or numeric text; not empty, null, a boolean or text', () => {
    accepts('number', [0, -1.5, '12', '12.5', ' 7 '])
    refuses('number', 'number', ['', null, true, false, 'twelve', 'Infinity', Number.NaN])
  })

  test('country: an assigned two-capital region code', () => {
    accepts('country', ['DE', 'US', 'XK'])
    refuses('country', 'country', ['de', 'DEU', 'xDE', 'DEx', 'AA', 'ZZ', 49, null])
  })

  test('date: a calendar day that exists, as YYYY-MM-DD', () => {
    accepts('date', ['2030-01-31', '2028-02-29'])
    refuses('date', 'date', [
      '2030-02-30',
      '2030-02-29',
      '2030-13-01',
      '2030-1-31',
      'x2030-01-31',
      '2030-01-31x',
      '2030-01-31T00:00:00Z',
      20300131,
      null,
    ])
  })

  test('file: a stored upload (an object with a mimetype)', () => {
    accepts('file', [{ mimetype: 'text/plain', size: 1 }])
    refuses('file', 'file', [null, '', 'text/plain', 5, {}, { type: 'text/plain' }])
  })

  test('repeater: a list of row objects, empty allowed', () => {
    accepts('repeater', [[], [{ name: 'Ann' }, {}]])
    refuses('repeater', 'rows', [[['Ann']], [null], ['Ann'], [{}, 1], {}, 'rows', null])
  })

  test('checkbox and consent: a boolean; text and hidden: a string', () => {
    accepts('checkbox', [true, false])
    refuses('checkbox', 'checkbox', ['true', 1, null])
    accepts('consent', [true, false])
    refuses('consent', 'consent', ['yes', 0, null])
    for (const type of ['text', 'textarea', 'hidden']) {
      accepts(type, ['', 'a'])
      refuses(type, 'text', [1, null, ['a']])
    }
  })

  test('file and repeater settings imply rules: accept and maxSize, minRows and maxRows, each only when set', () => {
    const implied = (type: string, field: Record<string, unknown>) =>
      definitions[type]!.impliedRules!({ name: 'answer', ...field } as FormFieldConfig)
    expect(implied('file', {})).toEqual([])
    expect(implied('file', { accept: 'image/*', maxSize: 1024 })).toEqual([
      { rule: 'fileType', value: 'image/*' },
      { rule: 'fileSize', value: '1024' },
    ])
    expect(implied('repeater', { maxRows: 3 })).toEqual([{ rule: 'maxLength', value: '3' }])
    expect(implied('repeater', { minRows: 1, maxRows: 0 })).toEqual([
      { rule: 'minLength', value: '1' },
    ])
  })

  test('an authored field’s name: a letter or underscore, then letters, digits, _ or -', () => {
    const nameField = (
      definitions.text!.fields[0] as {
        fields: Array<{
          name: string
          validate: (value: unknown, options: { req: PayloadRequest }) => unknown
        }>
      }
    ).fields.find((field) => field.name === 'name')!
    const req = { t: (key: string) => `message of ${key}` } as unknown as PayloadRequest
    for (const name of ['email', '_private', 'first-name', 'line_2'])
      expect(nameField.validate(name, { req }), name).toBe(true)
    for (const name of ['', '2nd', '-x', 'first name', 'name!', 'x\ny', 5, null])
      expect(nameField.validate(name, { req }), String(name)).toBe(
        'message of pps-form-builder:nameInvalid',
      )
  })
})
