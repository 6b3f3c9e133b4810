import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

const reportDir = resolve(process.cwd(), process.env.CONFORMANCE_REPORT_DIR ?? 'conformance-report')
const root = import.meta.dirname

export default defineConfig({
  // In this repository the plugin packages resolve to their sources (tsconfig "paths"), so a test
  // never runs a stale build; installed from npm, the paths miss and the packages' dist is used.
  resolve: { tsconfigPaths: true },
  test: {
    root,
    include: ['conformance/**/*.test.ts', 'reference/**/*.test.ts', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Hosts are real processes' worth of state (sockets, DB files, timers): one fork per file keeps
    // every file's hosts and module state apart.
    pool: 'forks',
    // Installed from npm, the suite's own TypeScript sits under node_modules: transform it too.
    server: { deps: { inline: [/payload-plugin-suite\/(conformance|fixtures|reference)\//] } },
    // Files each host's log under the running test (stored in the report, printed on failure).
    setupFiles: [resolve(root, 'conformance/harness/host-logs.ts')],
    // A passing test's console output (its host log included) stays out of the terminal; JUnit keeps it.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: [
      process.env.CONFORMANCE_PROGRESS ? resolve(root, 'conformance/kit/progress-reporter.ts') : 'default',
      resolve(root, 'conformance/kit/reporter.ts'),
      ['junit', { outputFile: resolve(reportDir, 'junit.xml') }],
    ],
  },
})
