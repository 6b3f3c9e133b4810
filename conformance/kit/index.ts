/** Programmatic API of the conformance kit (`payload-plugin-suite/conformance`). */
export {
  defineImplementation,
  FAMILIES,
  type Expectations,
  type Family,
  type Implementation,
  type JobAccess,
  type Plugin,
} from './contract'
export { loadImplementation, resolveImplementationPath } from './loader'
export { checkEnvironment } from './environment'
export { preloadLexical } from './preload-lexical'
export { readRequirements, type Requirement } from './requirements'
export { runConformance, type ConformanceRun, type RunConformanceOptions } from './run'
export type { ConformanceReport, Outcome, RequirementResult } from './reporter'
