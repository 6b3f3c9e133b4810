/**
 * The import direction of this repository, checked in `npm test` (`npm run check:imports`):
 *   reference/<plugin>   → payload and the package's own declared dependencies, and reference/shared;
 *                          one edge between plugins: webhooks → jobs' entry, type-only (the batch protocol)
 *   reference/shared     → payload and react only: source the plugins bundle into their builds
 *   conformance/kit      → no plugin code, no fixtures, no family
 *   fixtures             → the kit's contract, and its loader for the host process
 *   conformance/harness  → the kit and fixtures
 *   conformance/<family> → the kit, the harness, fixtures and its own folder; nothing imports a family
 *   reference/index.ts   → the kit's contract and the plugin packages
 */
const FAMILY = '^conformance/(?!kit/|harness/)[^/]+/'

/** A rule that forbids modules matching `from` to import modules matching `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to })

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'plugin-stays-in-its-package',
      'A plugin package imports payload and its own declared dependencies, never other folders of this repository.',
      { path: '^reference/([^/]+)/' },
      {
        path: '^(conformance|fixtures|scripts|reference)/',
        pathNot: ['^reference/$1/', '^reference/jobs/src/index\\.ts$', '^reference/shared/'],
      },
    ),
    forbid(
      'shared-source-knows-no-plugin',
      'reference/shared is bundled into each plugin that imports it (tsup), so it may import only what every plugin has: payload and react.',
      { path: '^reference/shared/' },
      {
        path: '^(conformance|fixtures|scripts)/|^reference/(?!shared/)|node_modules/(?!(payload|react)/)',
      },
    ),
    forbid(
      'only-webhooks-reads-the-jobs-protocol',
      "The one edge between plugins: webhooks imports the jobs plugin's batch protocol and marker types from its entry, type-only, so jobs stays an optional peer.",
      { path: '^reference/([^/]+)/', pathNot: ['^reference/(jobs|webhooks)/'] },
      { path: '^reference/jobs/src/index\\.ts$' },
    ),
    forbid(
      'webhooks-imports-jobs-type-only',
      'A value import would make the optional jobs peer required at run time.',
      { path: '^reference/webhooks/' },
      { path: '^reference/jobs/', dependencyTypesNot: ['type-only'] },
    ),
    forbid(
      'plugin-declares-its-dependencies',
      'A plugin package imports only packages its own package.json declares (dependencies or peers).',
      { path: '^reference/[^/]+/src/', pathNot: '\\.test\\.tsx?$' },
      {
        dependencyTypes: ['npm-no-pkg', 'npm-unknown', 'npm-dev', 'unknown', 'undetermined'],
        dependencyTypesNot: ['npm', 'npm-peer'],
      },
    ),
    forbid(
      'kit-core-imports-no-plugin-code',
      'The kit core (contract, IDs, loader, runner, reporters, CLI) knows no plugin, fixture or family.',
      { path: '^conformance/kit/' },
      { path: '^(reference|fixtures|scripts)/|^conformance/(?!kit/)' },
    ),
    forbid(
      'fixtures-import-only-the-contract',
      'Fixtures are the harness users reuse: of the kit they know only its contract, and its loader for the host process (host-process.ts) to load the implementation under test.',
      { path: '^fixtures/' },
      { path: '^(reference|scripts)/|^conformance/(?!kit/(contract|loader)\\.ts$)' },
    ),
    forbid(
      'harness-imports-kit-and-fixtures',
      'The vitest glue joins the kit and the fixtures, nothing else.',
      { path: '^conformance/harness/' },
      { path: '^(reference|scripts)/|^conformance/(?!kit/|harness/)' },
    ),
    forbid(
      'nothing-imports-a-family',
      "A family's tests and host configs are imported only from inside that family.",
      { path: '^(?:conformance/([^/]+)/|(?!conformance/))' },
      { path: FAMILY, pathNot: ['^conformance/$1/'] },
    ),
    forbid(
      'families-test-through-the-implementation',
      'Tests reach plugins only through the implementation under test; a wrapping implementation may import the reference.',
      // Site pages (`<family>/site/`) are a project's own pages in the admin app: they import the
      // plugin packages by their published names, exactly as the README tells a project to.
      // Self-check implementations (`conformance/self-check/`) are known-bad wrappers of the reference.
      {
        path: FAMILY,
        pathNot: ['/implementations/', '^conformance/[^/]+/site/', '^conformance/self-check/'],
      },
      { path: '^reference/' },
    ),
    forbid(
      'reference-implementation-imports-only-the-contract',
      'The default implementation is the plugin packages plus the contract, as a fork would write it.',
      { path: '^reference/index\\.ts$' },
      { path: '^(fixtures|scripts)/|^conformance/(?!kit/contract\\.ts$)' },
    ),
    // A type-only edge runs nothing: the import-map paths in a package's defaults.ts name its exported
    // components by type, so a renamed component fails the type check, and that edge may close a loop.
    forbid(
      'no-circular',
      'Import cycles hide the direction.',
      {},
      { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^reference/[a-z-]+/dist/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
}
