/**
 * The kit's vitest glue for conformance test files: the requirement-aware test API, expectations
 * and the per-file host hooks. Hosts, clients and data come from the public fixtures entry
 * (`fixtures/index.ts`), the one other projects reuse.
 */

export { expectations, implementation, implementationPath } from '../kit/under-test'
export * from '../kit/vitest'
export {
  expectAccepted,
  expectBlock,
  expectCollection,
  expectExport,
  expectField,
  expectMalformedRefusal,
  expectOptionCalled,
  expectRefusal,
  failExpectation,
  setupStep,
} from './expect-plugin'
export { useHost, withHost } from './host'
export { useReceiver } from './receiver'
