import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describeFamily, expect, test } from '../harness'
import { PACKAGE_ROOT } from '../kit/loader'
import type { ConformanceReport } from '../kit/reporter'

const run = promisify(execFile)
// By URL: the child's cwd (a fork's own directory) has no node_modules to find tsx in.
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/** Runs the CLI from `cwd` with CONFORMANCE_IMPL set as a fork author would type it. */
const cliRun = (cwd: string, implementation: string, args: string[]) =>
  run(
    process.execPath,
    ['--import', tsx, resolve(PACKAGE_ROOT, 'scripts/conformance.ts'), ...args],
    {
      cwd,
      env: { ...process.env, CONFORMANCE_IMPL: implementation, VITEST_MAX_WORKERS: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  ).then(
    ({ stdout, stderr }) => ({ exitCode: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      exitCode: error.code ?? -1,
      stdout: `${error.stdout}`,
      stderr: `${error.stderr}`,
    }),
  )

describeFamily('HOST', 'pointing the suite at a file', () => {
  test('[HOST-13] CONFORMANCE_IMPL=my-fork.ts (no leading ./) loads that file from the cwd; a path that names nothing fails with one line naming what was tried', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pps-fork-'))
    try {
      writeFileSync(
        join(dir, 'my-fork.ts'),
        `import { defineImplementation } from ${JSON.stringify(resolve(PACKAGE_ROOT, 'conformance/kit/contract.ts'))}\nexport default defineImplementation({ name: 'my-fork' })\n`,
      )
      const reportDir = join(dir, 'report')
      // A plugin family's file against a fork without plugins: not-implemented, no host to boot.
      const loaded = await cliRun(dir, 'my-fork.ts', [
        '--file',
        'conformance/webhooks/signature.test.ts',
        '--report-dir',
        reportDir,
      ])
      expect(loaded.stderr).not.toContain('MODULE_NOT_FOUND')
      expect(loaded.exitCode, loaded.stderr).toBe(0)
      const report = JSON.parse(
        readFileSync(join(reportDir, 'conformance-report.json'), 'utf8'),
      ) as ConformanceReport
      expect(report.implementation).toBe(join(dir, 'my-fork.ts'))

      const missing = await cliRun(dir, 'no-such-fork.ts', [
        '--file',
        'conformance/webhooks/signature.test.ts',
        '--report-dir',
        reportDir,
      ])
      expect(missing.exitCode).not.toBe(0)
      expect(missing.stderr).not.toContain('MODULE_NOT_FOUND')
      const message = missing.stderr.trim()
      expect(message.split('\n'), message).toHaveLength(1)
      expect(message).toContain(join(dir, 'no-such-fork.ts'))
      expect(message).toContain("package 'no-such-fork.ts'")
    } finally {
      rmSync(dir, { force: true, recursive: true })
    }
  }, 120_000)
})
