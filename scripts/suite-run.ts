import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '..')
// vitest's bin, found through its package.json (the bin file itself is not an export).
const VITEST = resolve(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
)

export interface SuiteRun {
  wallMs: number
  exitCode: number | null
  /** Per test file: duration and each test's outcome by full title. */
  files: Array<{ file: string; durationMs: number; tests: Record<string, string> }>
  /** One entry per host boot (fixture name and milliseconds from bootHost). */
  boots: Array<{ fixture: string; ms: number }>
}

/**
 * Runs the whole suite (`vitest run`, the configuration `npm test` uses) in a child process, as the
 * README's command does, and reads back vitest's JSON results and the host boot timings.
 */
export const runSuite = (): SuiteRun => {
  const dir = mkdtempSync(join(tmpdir(), 'pps-suite-'))
  try {
    const results = join(dir, 'results.json')
    const boots = join(dir, 'boots.jsonl')
    const started = performance.now()
    const child = spawnSync(
      process.execPath,
      [VITEST, 'run', '--project', 'api', '--reporter=json', `--outputFile=${results}`],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          CONFORMANCE_REPORT_DIR: join(dir, 'report'),
          PPS_BOOT_TIMINGS: boots,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    )
    const wallMs = performance.now() - started
    const json = existsSync(results)
      ? (JSON.parse(readFileSync(results, 'utf8')) as VitestJson)
      : { testResults: [] }
    return {
      wallMs,
      exitCode: child.status,
      files: json.testResults.map((file) => ({
        file: relative(ROOT, file.name),
        durationMs: file.endTime - file.startTime,
        tests: Object.fromEntries(
          file.assertionResults.map((test) => [test.fullName, test.status]),
        ),
      })),
      boots: existsSync(boots)
        ? readFileSync(boots, 'utf8')
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [],
    }
  } finally {
    rmSync(dir, { force: true, recursive: true })
  }
}

interface VitestJson {
  testResults: Array<{
    name: string
    startTime: number
    endTime: number
    assertionResults: Array<{ fullName: string; status: string }>
  }>
}
