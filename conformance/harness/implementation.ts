import {
  FAMILIES,
  familyOf,
  loadExpectations,
  loadImplementation,
  resolveImplementationPath,
  type Family,
  type Implementation,
} from '../implementation'

/** The implementation under test (CONFORMANCE_IMPL, or the reference), loaded once per test file. */
export const implementationPath = resolveImplementationPath()
export const implementation: Implementation = await loadImplementation(implementationPath)
export const expectations = loadExpectations(implementationPath)

/** The plugin a family needs, when the implementation lacks it; undefined when it is provided. */
export const missingPlugin = (family: Family): string | undefined => {
  const plugin = FAMILIES[family].plugin
  return plugin && implementation[plugin] === undefined ? plugin : undefined
}

const ID_PREFIX = /^\[([A-Z]+-\d{2,3})\] \S/

/** Requirement ID of a test title; a title without one is a defect in the suite. */
export const requirementIdOf = (title: string): string => {
  const id = ID_PREFIX.exec(title)?.[1]
  if (!id || !familyOf(id)) {
    throw new Error(`Conformance test title must start with a known requirement ID like "[HOST-01] ...": "${title}"`)
  }
  return id
}
