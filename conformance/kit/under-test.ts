import { FAMILIES, type Family, type Implementation } from './contract'
import { loadExpectations, loadImplementation, resolveImplementationPath } from './loader'

/** The implementation under test (CONFORMANCE_IMPL, or the reference), loaded once per test file. */
export const implementationPath = resolveImplementationPath()
export const implementation: Implementation = await loadImplementation(implementationPath)
export const expectations = loadExpectations(implementationPath)

/** The plugin a family needs, when the implementation lacks it; undefined when it is provided. */
export const missingPlugin = (family: Family): string | undefined => {
  const plugin = FAMILIES[family].plugin
  return plugin && implementation[plugin] === undefined ? plugin : undefined
}
