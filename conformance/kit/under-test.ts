import { FAMILIES, type Family, FEATURES, type Implementation } from './contract'
import { loadExpectations, loadImplementation, resolveImplementationPath } from './loader'
import { readRequirements } from './requirements'

/** The implementation under test (CONFORMANCE_IMPL, or the reference), loaded once per test file. */
export const implementationPath = resolveImplementationPath()
export const implementation: Implementation = await loadImplementation(implementationPath)
export const expectations = loadExpectations(implementationPath)

/** The plugin a family needs, when the implementation lacks it; undefined when it is provided. */
export const missingPlugin = (family: Family): string | undefined => {
  const plugin = FAMILIES[family].plugin
  return plugin && implementation[plugin] === undefined ? plugin : undefined
}

const featuresOf = new Map(
  readRequirements().map((requirement) => [requirement.id, requirement.features]),
)

/** The first optional part of a requirement that the implementation leaves out; undefined when none. */
export const missingFeature = (requirementId: string): string | undefined => {
  const tag = featuresOf.get(requirementId)?.find((feature) => {
    const key = FEATURES[feature].export
    return (
      implementation.features?.[feature] === false ||
      (key !== null && implementation[key] === undefined)
    )
  })
  return tag ? `optional part "${tag}" (${FEATURES[tag].label})` : undefined
}
