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

  test("Payload 3's entry found: Payload 3's; not exported: Payload 4's; any other failure to resolve (a bundle): Payload 3's", () => {
    const asked: string[] = []
    const resolving =
      (failure?: { code?: string }) =>
      (specifier: string): string => {
        asked.push(specifier)
        if (failure) throw Object.assign(new Error('cannot resolve'), failure)
        return `file:///node_modules/${specifier}.js`
      }
    expect(defaultTemplatePath(resolving())).toBe(DEFAULT_TEMPLATE.payload3)
    expect(defaultTemplatePath(resolving({ code: 'ERR_PACKAGE_PATH_NOT_EXPORTED' }))).toBe(
      DEFAULT_TEMPLATE.payload4,
    )
    expect(defaultTemplatePath(resolving({ code: 'ERR_MODULE_NOT_FOUND' }))).toBe(
      DEFAULT_TEMPLATE.payload3,
    )
    expect(defaultTemplatePath(resolving({}))).toBe(DEFAULT_TEMPLATE.payload3)
    expect(asked).toEqual(Array(4).fill('@payloadcms/next/templates'))
  })
})
