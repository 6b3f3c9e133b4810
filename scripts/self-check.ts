/**
 * `npm run self-check [-- [--ui] NAME ...]`: runs each self-check implementation (conformance/self-check/)
 * through the kit's vitest config, on the test files of the requirements it names (with --ui also in
 * Chromium for the browser ones), and fails when the suite lets one through: a requirement it names that does not
 * fail, or a requirement of those files it does not name that fails (name it, or narrow the
 * implementation). When one survives, sharpen the test; never weaken the self-check.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import setupDataDir from '../conformance/harness/global-setup'
import { buildReport, markdownReport, type Outcome, type ConformanceReport } from '../conformance/kit/reporter'
import { readRequirements } from '../conformance/kit/requirements'
import { readSelfChecks, type SelfCheck } from './self-checks'
import type { SelfCheckProject } from './self-check.vitest.config'

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

const filesOf = (check: SelfCheck) => [...new Set(check.fails.flatMap((id) => requirements.get(id)?.tests ?? []))]
const reportDirOf = (check: SelfCheck, ui: boolean) => resolve(reportRoot, check.name, ui ? 'ui' : 'api')
const outcomesOf = (report: ConformanceReport) =>
  new Map(report.requirements.filter((result) => result.outcome !== 'not-run').map((result) => [result.id, result.outcome]))

let problems = 0
/** Prints whether the suite caught `check` exactly as named, given the outcomes of its runs. */
const judge = (check: SelfCheck, outcomes: Map<string, Outcome>, seconds: number) => {
  const checked = withBrowser ? check.fails : check.fails.filter((id) => requirements.get(id)?.tests.some((file) => !isUiFile(file)))
  const survived = checked.filter((id) => outcomes.get(id) !== 'fail')
  const collateral = [...outcomes].filter(([id, outcome]) => outcome === 'fail' && !check.fails.includes(id)).map(([id]) => id)
  if (!survived.length && !collateral.length) {
    process.stdout.write(`✓ ${check.name} (${seconds.toFixed(0)} s): fails ${check.fails.join(' ')}\n`)
    return
  }
  problems++
  process.stdout.write(`✗ ${check.name} (${seconds.toFixed(0)} s) — ${check.models}\n`)
  for (const id of survived) process.stdout.write(`    ${id} did not fail (${outcomes.get(id) ?? 'not run'}): the suite lets this implementation through\n`)
  if (collateral.length) process.stdout.write(`    also failed, not named: ${collateral.join(' ')}\n`)
  process.stdout.write(`    reports: ${relative(root, resolve(reportRoot, check.name))}/\n`)
}

const writeReport = (dir: string, report: ConformanceReport) => {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(resolve(dir, 'conformance-report.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(resolve(dir, 'conformance-report.md'), markdownReport(report))
}

/**
 * The HTTP families of every check in one vitest run: a project per implementation (its own worker
 * processes, see scripts/self-check.vitest.config.ts), the kit's report built per project. Saves the
 * CLI and vitest start-up per implementation and keeps both cores busy (most checks run one file).
 */
const runApi = async (batch: SelfCheck[]): Promise<Map<string, Map<string, Outcome>>> => {
  const byName = new Map(batch.map((check) => [check.name, check]))
  const projects: SelfCheckProject[] = batch.map((check) => ({
    name: check.name,
    implementation: check.file,
    files: filesOf(check).filter((file) => !isUiFile(file)),
  }))
  const pending = new Map(projects.map((project) => [project.name, project.files.length]))
  const outcomes = new Map<string, Map<string, Outcome>>()
  const startedAt = new Date()
  const finish = (name: string, modules: TestModule[]) => {
    const report = { ...buildReport(modules, root, startedAt), implementation: byName.get(name)!.file }
    writeReport(reportDirOf(byName.get(name)!, false), report)
    outcomes.set(name, outcomesOf(report))
  }
  const finished = new Map<string, TestModule[]>()
  const collector: Reporter = {
    onTestModuleEnd(module) {
      const name = module.project.name
      finished.set(name, [...(finished.get(name) ?? []), module])
      pending.set(name, pending.get(name)! - 1)
      if (pending.get(name)) return
      finish(name, finished.get(name)!)
      const seconds = finished.get(name)!.reduce((sum, done) => sum + done.diagnostic().duration, 0) / 1000
      if (!withBrowser) judge(byName.get(name)!, outcomes.get(name)!, seconds)
    },
  }
  process.env.PPS_SELF_CHECK_PROJECTS = JSON.stringify(projects)
  // Vite warns, once per project, that the config's extensionless import of the kit config will not
  // load natively in a future Vite; tsc (no allowImportingTsExtensions) needs it extensionless.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true'
  const { startVitest } = await import('vitest/node')
  const vitest = await startVitest('test', [], {
    config: resolve(root, 'scripts/self-check.vitest.config.ts'),
    root,
    run: true,
    watch: false,
    reporters: [collector],
  })
  await vitest.close()
  for (const check of batch) {
    if (!outcomes.has(check.name)) throw new Error(`${check.name}: vitest ran none of its files (${filesOf(check).join(', ')}); see the output above`)
  }
  return outcomes
}

/** One kit CLI run of `check` in Chromium (an admin app built for the implementation). */
const runUi = (check: SelfCheck, files: string[]): Map<string, Outcome> => {
  const reportDir = reportDirOf(check, true)
  rmSync(reportDir, { recursive: true, force: true })
  mkdirSync(reportDir, { recursive: true })
  const args = ['--import', 'tsx', resolve(root, 'scripts/conformance.ts'), '--impl', check.file, '--report-dir', reportDir, '--ui']
  for (const file of files) args.push('--file', file)
  const child = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, CONFORMANCE_PROGRESS: '1' }, maxBuffer: 256 * 1024 * 1024 })
  try {
    return outcomesOf(JSON.parse(readFileSync(resolve(reportDir, 'conformance-report.json'), 'utf8')) as ConformanceReport)
  } catch {
    throw new Error(`${check.name}: the kit wrote no report (exit ${child.status}):\n${child.stdout}\n${child.stderr}`)
  }
}

const started = Date.now()
const apiChecks = checks.filter((check) => filesOf(check).some((file) => !isUiFile(file)))
for (const check of checks) {
  if (!withBrowser && !apiChecks.includes(check)) process.stdout.write(`- ${check.name}: browser requirements only (${check.fails.join(' ')}); run with --ui\n`)
}
// One data directory for the whole run (as the api project's global setup makes), removed at its end.
const teardown = setupDataDir()
try {
  const apiOutcomes = apiChecks.length ? await runApi(apiChecks) : new Map<string, Map<string, Outcome>>()
  if (withBrowser) {
    for (const check of checks) {
      const checkStarted = Date.now()
      const outcomes = new Map(apiOutcomes.get(check.name))
      const uiFiles = filesOf(check).filter(isUiFile)
      if (uiFiles.length) for (const [id, outcome] of runUi(check, uiFiles)) if (outcomes.get(id) !== 'fail') outcomes.set(id, outcome)
      judge(check, outcomes, (Date.now() - checkStarted) / 1000)
    }
  }
} finally {
  teardown()
}
const judged = withBrowser ? checks.length : apiChecks.length
process.stdout.write(
  `\nself-check: ${judged - problems} of ${judged} implementation(s) caught exactly as named (${((Date.now() - started) / 60_000).toFixed(1)} min)\n`,
)
process.exit(problems ? 1 : 0)
