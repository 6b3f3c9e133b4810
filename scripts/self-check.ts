/**
 * `npm run self-check [-- [--ui] NAME ...]`: runs each self-check implementation (conformance/self-check/)
 * through the kit's own CLI, on the test files of the requirements it names (with --ui also in
 * Chromium for the browser ones), and fails when the suite lets one through: a requirement it names that does not
 * fail, or a requirement of those files it does not name that fails (name it, or narrow the
 * implementation). When one survives, sharpen the test; never weaken the self-check.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { Outcome, ConformanceReport } from '../conformance/kit/reporter'
import { readRequirements } from '../conformance/kit/requirements'
import { readSelfChecks, type SelfCheck } from './self-checks'

const root = resolve(import.meta.dirname, '..')
const reportRoot = resolve(root, process.env.CONFORMANCE_REPORT_DIR ?? 'conformance-report', 'self-check')
const requirements = new Map(readRequirements().map((requirement) => [requirement.id, requirement]))
const isUiFile = (file: string) => file.endsWith('.ui.test.ts')

// Browser runs build an admin app per implementation (1-2 min each): only with --ui.
const withBrowser = process.argv.includes('--ui')
const only = process.argv.slice(2).filter((arg) => arg !== '--ui')
const checks = readSelfChecks().filter((check) => !only.length || only.includes(check.name))
if (only.length && checks.length !== only.length) {
  const names = new Set(checks.map((check) => check.name))
  process.stderr.write(`no self-check named ${only.filter((name) => !names.has(name)).join(', ')}\n`)
  process.exit(2)
}

/** One kit run of `check` (HTTP or browser families); the outcome of every requirement it ran. */
const run = (check: SelfCheck, files: string[], ui: boolean): Map<string, Outcome> => {
  const reportDir = resolve(reportRoot, check.name, ui ? 'ui' : 'api')
  rmSync(reportDir, { recursive: true, force: true })
  mkdirSync(reportDir, { recursive: true })
  const args = ['--import', 'tsx', resolve(root, 'scripts/conformance.ts'), '--impl', check.file, '--report-dir', reportDir]
  for (const file of files) args.push('--file', file)
  if (ui) args.push('--ui')
  const child = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, CONFORMANCE_PROGRESS: '1' }, maxBuffer: 256 * 1024 * 1024 })
  const report = (() => {
    try {
      return JSON.parse(readFileSync(resolve(reportDir, 'conformance-report.json'), 'utf8')) as ConformanceReport
    } catch {
      throw new Error(`${check.name}: the kit wrote no report (exit ${child.status}):\n${child.stdout}\n${child.stderr}`)
    }
  })()
  return new Map(report.requirements.filter((result) => result.outcome !== 'not-run').map((result) => [result.id, result.outcome]))
}

let problems = 0
for (const check of checks) {
  const started = Date.now()
  const named = check.fails.map((id) => requirements.get(id)).filter((requirement) => requirement !== undefined)
  const files = [...new Set(named.flatMap((requirement) => requirement.tests))]
  const outcomes = new Map<string, Outcome>()
  for (const ui of withBrowser ? [false, true] : [false]) {
    const these = files.filter((file) => isUiFile(file) === ui)
    if (!these.length) continue
    for (const [id, outcome] of run(check, these, ui)) if (outcomes.get(id) !== 'fail') outcomes.set(id, outcome)
  }
  const checked = withBrowser ? check.fails : check.fails.filter((id) => requirements.get(id)?.tests.some((file) => !isUiFile(file)))
  if (!checked.length) {
    process.stdout.write(`- ${check.name}: browser requirements only (${check.fails.join(' ')}); run with --ui\n`)
    continue
  }
  const survived = checked.filter((id) => outcomes.get(id) !== 'fail')
  const collateral = [...outcomes].filter(([id, outcome]) => outcome === 'fail' && !check.fails.includes(id)).map(([id]) => id)
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (!survived.length && !collateral.length) {
    process.stdout.write(`✓ ${check.name} (${seconds} s): fails ${check.fails.join(' ')}\n`)
    continue
  }
  problems++
  process.stdout.write(`✗ ${check.name} (${seconds} s) — ${check.models}\n`)
  for (const id of survived) process.stdout.write(`    ${id} did not fail (${outcomes.get(id) ?? 'not run'}): the suite lets this implementation through\n`)
  if (collateral.length) process.stdout.write(`    also failed, not named: ${collateral.join(' ')}\n`)
  process.stdout.write(`    reports: ${relative(root, resolve(reportRoot, check.name))}/\n`)
}
process.stdout.write(`\nself-check: ${checks.length - problems} of ${checks.length} implementation(s) caught exactly as named\n`)
process.exit(problems ? 1 : 0)
