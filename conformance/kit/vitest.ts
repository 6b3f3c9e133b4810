import * as vitest from 'vitest'
import { FAMILIES, type Family } from './contract'
import { familyOf, requireRequirementId, selectedRequirements } from './requirement-id'
import { expectations, missingFeature, missingPlugin } from './under-test'

/**
 * Vitest wrappers that make the suite safe to point at any implementation:
 * - a test whose family's plugin is missing, or whose requirement belongs to an optional part the
 *   implementation leaves out, is reported "not implemented" (a skip with that note, read by the
 *   conformance reporter) and its body never runs (nor its family's hooks, for a missing plugin);
 * - a test whose ID is listed in conformance.expectations.json runs as `test.fails`, so an
 *   expected failure that starts passing fails the run.
 */
let notImplementedPlugin: string | undefined
let declaringFamily: Family | undefined

/** The family whose describeFamily block is being declared (hooks registered now belong to it). */
export const familyBeingDeclared = () => declaringFamily

export const NOT_IMPLEMENTED = 'not implemented'

/** A describe block for one requirement family: hooks and tests inside skip when its plugin is absent. */
export const describeFamily = (family: Family, title: string, factory: () => void) =>
  vitest.describe(`${FAMILIES[family].label}: ${title}`, () => {
    const outer = notImplementedPlugin
    const outerFamily = declaringFamily
    notImplementedPlugin = missingPlugin(family) ?? outer
    declaringFamily = family
    try {
      factory()
    } finally {
      notImplementedPlugin = outer
      declaringFamily = outerFamily
    }
  })

type TestBody = (context: vitest.TestContext) => unknown

/**
 * CONFORMANCE_REQUIREMENTS=WK-24,WK-26 (the CLI's --requirement): only those requirements' tests
 * run; the others skip, and so do the hooks of blocks left with nothing to run.
 */
const selected = selectedRequirements()

export const test = (title: string, body: TestBody, timeout?: number) => {
  const id = requireRequirementId(title)
  if (selected && !selected.includes(id)) return vitest.test.skip(title, body, timeout)
  const family = familyOf(id)!
  const absent = notImplementedPlugin ?? missingPlugin(family) ?? missingFeature(id)
  if (absent) {
    return vitest.test(title, (context) => context.skip(`${NOT_IMPLEMENTED}: ${absent}`))
  }
  if (id in expectations.expectedFailures) return vitest.test.fails(title, body, timeout)
  return vitest.test(title, body, timeout)
}
export const it = test

const hook =
  <Register extends (fn: any, timeout?: number) => void>(register: Register) =>
  (fn: Parameters<Register>[0], timeout?: number) => {
    if (notImplementedPlugin) return
    register(fn, timeout)
  }

export const beforeAll = hook(vitest.beforeAll)
export const afterAll = hook(vitest.afterAll)
export const beforeEach = hook(vitest.beforeEach)
export const afterEach = hook(vitest.afterEach)
export { expect, vi } from 'vitest'
