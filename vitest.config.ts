import { availableParallelism } from 'node:os'
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
    // One forked worker per core, each running file after file without re-importing Payload: every
    // host still gets its own port, database, KV prefix and upload dir, and the harness undoes the
    // process-wide state a file may leave (see conformance/harness/per-file.ts).
    pool: 'forks',
    maxWorkers: availableParallelism(),
    isolate: false,
    // Installed from npm, the suite's own TypeScript sits under node_modules: transform it too.
    server: { deps: { inline: [/payload-plugin-suite\/(conformance|fixtures|reference)\//] } },
    // Per file: each host's log filed under the running test (stored in the report, printed on
    // failure), a failing assertion's requirement and last response added to its message, and
    // process-wide state reset for the next file in the same worker.
    setupFiles: [
      resolve(root, 'conformance/harness/host-logs.ts'),
      resolve(root, 'conformance/harness/failure-context.ts'),
      resolve(root, 'conformance/harness/per-file.ts'),
    ],
    // A passing test's console output (its host log included) stays out of the terminal; JUnit keeps it.
    silent: 'passed-only',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // Two projects: `api` drives hosts over HTTP; `ui` (files named *.ui.test.ts) drives the
    // admin app and the fixtures' site pages in headless Chromium, after building the app once.
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          // One data directory per run, removed at its end (see conformance/harness/global-setup.ts).
          globalSetup: [resolve(root, 'conformance/harness/global-setup.ts')],
          include: [
            'conformance/**/*.test.ts',
            'reference/**/*.test.ts',
            'fixtures/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/*.ui.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['conformance/**/*.ui.test.ts', 'reference/**/*.ui.test.ts'],
          globalSetup: [
            resolve(root, 'conformance/harness/global-setup.ts'),
            resolve(root, 'conformance/harness/admin-app-setup.ts'),
          ],
          // Next's dev server (PPS_ADMIN_APP_DEV=1) compiles each route on its first request.
          testTimeout: process.env.PPS_ADMIN_APP_DEV === '1' ? 300_000 : 60_000,
          // The page renders after the action that caused it, later on a loaded machine: expect.poll
          // waits up to 10 s, not its default 1 s (FB-58 timed out at the default in CI at 0f42be3).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
    reporters: [
      process.env.CONFORMANCE_PROGRESS
        ? resolve(root, 'conformance/kit/progress-reporter.ts')
        : 'default',
      resolve(root, 'conformance/kit/reporter.ts'),
      ['junit', { outputFile: resolve(reportDir, 'junit.xml') }],
    ],
  },
})
