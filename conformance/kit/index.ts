/** Programmatic API of the conformance kit (`payload-plugin-suite/conformance`). */
export {
  defineImplementation,
  type Expectations,
  FAMILIES,
  type Family,
  type Implementation,
  type JobAccess,
  type Plugin,
} from './contract'
export { checkEnvironment } from './environment'
export { loadImplementation, resolveImplementationPath } from './loader'
export { preloadLexical } from './preload-lexical'
export type { ConformanceReport, Outcome, RequirementResult } from './reporter'
export { type Requirement, readRequirements } from './requirements'
export { type ConformanceRun, type RunConformanceOptions, runConformance } from './run'
