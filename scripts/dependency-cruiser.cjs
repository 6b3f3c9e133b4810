/**
 * The import direction of this repository, checked in `npm test` (scripts/check-imports.sh):
 *   reference/<plugin>  → payload and the package's own declared dependencies, nothing else here
 *   conformance/kit     → no plugin code, no fixtures, no family
 *   fixtures            → the kit's contract only
 *   conformance/harness → the kit and fixtures
 *   conformance/<family> → the kit, the harness, fixtures and its own folder; nothing imports a family
 *   reference/index.ts  → the kit's contract and the plugin packages
 */
const FAMILY = '^conformance/(?!kit/|harness/)[^/]+/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'plugin-stays-in-its-package',
      comment: 'A plugin package imports payload and its own declared dependencies, never other folders of this repository.',
      severity: 'error',
      from: { path: '^reference/([^/]+)/' },
      to: { path: '^(conformance|fixtures|scripts|reference)/', pathNot: ['^reference/$1/'] },
    },
    {
      name: 'plugin-declares-its-dependencies',
      comment: "A plugin package imports only packages its own package.json declares (dependencies or peers).",
      severity: 'error',
      from: { path: '^reference/[^/]+/src/', pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown', 'npm-dev', 'unknown', 'undetermined'], dependencyTypesNot: ['npm', 'npm-peer'] },
    },
    {
      name: 'kit-core-imports-no-plugin-code',
      comment: 'The kit core (contract, IDs, loader, runner, reporters, CLI) knows no plugin, fixture or family.',
      severity: 'error',
      from: { path: '^conformance/kit/' },
      to: { path: '^(reference|fixtures|scripts)/|^conformance/(?!kit/)' },
    },
    {
      name: 'fixtures-import-only-the-contract',
      comment: 'Fixtures are the harness users reuse: they depend on the kit contract, nothing else of the kit.',
      severity: 'error',
      from: { path: '^fixtures/' },
      to: { path: '^(reference|scripts)/|^conformance/(?!kit/contract\\.ts$)' },
    },
    {
      name: 'harness-imports-kit-and-fixtures',
      severity: 'error',
      from: { path: '^conformance/harness/' },
      to: { path: '^(reference|scripts)/|^conformance/(?!kit/|harness/)' },
    },
    {
      name: 'nothing-imports-a-family',
      comment: "A family's tests and host configs are imported only from inside that family.",
      severity: 'error',
      from: { path: '^(?:conformance/([^/]+)/|(?!conformance/))' },
      to: { path: FAMILY, pathNot: ['^conformance/$1/'] },
    },
    {
      name: 'families-test-through-the-implementation',
      comment: 'Tests reach plugins only through the implementation under test; a wrapping implementation may import the reference.',
      severity: 'error',
      from: { path: FAMILY, pathNot: '/implementations/' },
      to: { path: '^reference/' },
    },
    {
      name: 'reference-implementation-imports-only-the-contract',
      severity: 'error',
      from: { path: '^reference/index\\.ts$' },
      to: { path: '^(fixtures|scripts)/|^conformance/(?!kit/contract\\.ts$)' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^reference/[a-z-]+/dist/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
}
