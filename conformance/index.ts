/** Programmatic API of the conformance kit (`payload-plugin-suite/conformance`). */
export {
  defineImplementation,
  FAMILIES,
  loadImplementation,
  resolveImplementationPath,
  type Expectations,
  type Family,
  type Implementation,
  type JobAccess,
  type Plugin,
} from './implementation'
export { preloadLexical } from './preload-lexical'
export { readRequirements, type Requirement } from './requirements'
export { runConformance, type ConformanceRun, type RunConformanceOptions } from './run'
export type { ConformanceReport, Outcome, RequirementResult } from './reporter'
