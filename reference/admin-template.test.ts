import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { DEFAULT_TEMPLATE, defaultTemplatePath } from './shared/defaultTemplatePath'

const payloadMajor = () =>
  Number(
    JSON.parse(
      readFileSync(new URL('../package.json', import.meta.resolve('payload')), 'utf8'),
    ).version.split('.')[0],
  )

describe('admin views: the DefaultTemplate of the installed Payload (reference unit)', () => {
  test("the jobs and wiki views put the installed major's DefaultTemplate into the import map, from a module this installation exports", () => {
    const expected = payloadMajor() >= 4 ? DEFAULT_TEMPLATE.payload4 : DEFAULT_TEMPLATE.payload3
    expect(defaultTemplatePath()).toBe(expected)
    expect(() => import.meta.resolve(expected.split('#')[0])).not.toThrow()
  })
})
