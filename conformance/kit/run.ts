import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { FAMILIES, type Family } from './contract'
import { PACKAGE_ROOT, REFERENCE_IMPLEMENTATION, resolveImplementationPath } from './loader'
import type { ConformanceReport } from './reporter'

export interface RunConformanceOptions {
  /** Implementation module: a path (relative to the cwd) or a package name. Default: the reference. */
  implementation?: string
  /** Only these families (default: all). */
  families?: Family[]
  /** Where the reports go (default ./conformance-report). */
  reportDir?: string
  /** Test-file filters (substrings of paths) instead of whole families. */
  files?: string[]
  /** Only these requirements' tests (IDs such as `WK-24`); the others are skipped. */
  requirements?: string[]
  /** Per-plugin progress lines instead of vitest's default output. */
  progress?: boolean
  /**
   * The browser families instead of the HTTP ones: builds the admin app for the implementation and
   * drives it in headless Chromium (default report directory ./conformance-report/ui).
   */
  ui?: boolean
}

export interface ConformanceRun {
  /** True when no requirement failed and no expected failure passed. */
  ok: boolean
  report: ConformanceReport
}

/**
 * Runs the conformance suite in-process through vitest's Node API. Test workers inherit the
 * environment, which is how they learn the implementation under test and the report directory.
 */
export const runConformance = async (
  options: RunConformanceOptions = {},
): Promise<ConformanceRun> => {
  const reportDir = resolve(
    process.cwd(),
    options.reportDir ??
      process.env.CONFORMANCE_REPORT_DIR ??
      (options.ui ? 'conformance-report/ui' : 'conformance-report'),
  )
  process.env.CONFORMANCE_IMPL = resolveImplementationPath(
    options.implementation ?? process.env.CONFORMANCE_IMPL,
  )
  process.env.CONFORMANCE_REPORT_DIR = reportDir
  if (options.progress) process.env.CONFORMANCE_PROGRESS = '1'
  if (options.requirements?.length)
    process.env.CONFORMANCE_REQUIREMENTS = options.requirements.join(',')
  const families = options.families ?? (Object.keys(FAMILIES) as Family[])
  const { startVitest } = await import('vitest/node')
  const vitest = await startVitest(
    'test',
    options.files ?? [
      ...families.map((family) => `${FAMILIES[family].dir}/`),
      // The reference's own browser tests (its admin in German) ride along when the whole suite runs against it.
      ...(options.ui &&
      !options.families &&
      !options.requirements?.length &&
      process.env.CONFORMANCE_IMPL === REFERENCE_IMPLEMENTATION
        ? ['reference/']
        : []),
    ],
    {
      config: resolve(PACKAGE_ROOT, 'vitest.config.ts'),
      root: PACKAGE_ROOT,
      run: true,
      watch: false,
      project: options.ui ? 'ui' : 'api',
    },
  )
  await vitest.close()
  const file = resolve(reportDir, 'conformance-report.json')
  if (!existsSync(file))
    throw new Error(`conformance run wrote no report (${file}); see the output above`)
  const report = JSON.parse(readFileSync(file, 'utf8')) as ConformanceReport
  const ok = report.counts.fail === 0 && report.counts['unexpected-pass'] === 0 && !process.exitCode
  return { ok, report }
}
