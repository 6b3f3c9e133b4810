/**
 * `npm run self-check [-- [--api | --whole-files | --named] NAME ...]`: runs each self-check implementation
 * (conformance/self-check/) through the kit's vitest config, on the test files of the requirements
 * it names, and fails when the suite lets one through: a requirement it names that does not fail,
 * or a requirement of those files it does not name that fails (name it, or narrow the
 * implementation). When one survives, sharpen the test; never weaken the self-check.
 *
 * The browser requirements run in Chromium, on one admin app built for every implementation (each
 * host picks its own at start). By default only the tests of the requirements a check names run
 * there, which proves each is caught; --whole-files runs the browser files whole, which also shows
 * what else fails (minutes per check). --api runs the HTTP families only. --named runs only the named
 * requirements' tests in the HTTP families too: it proves each check is caught, not that nothing else
 * fails (CI runs it so, in about two thirds of the time; run whole files when writing a check).
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { relative, resolve } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import { ADMIN_APP_FIXTURES } from '../conformance/harness/admin-app-setup'
import setupDataDir from '../conformance/harness/global-setup'
import type { Implementation } from '../conformance/kit/contract'
import { loadImplementation, REFERENCE_IMPLEMENTATION } from '../conformance/kit/loader'
import {
  buildReport,
  type ConformanceReport,
  markdownReport,
  type Outcome,
} from '../conformance/kit/reporter'
import { readRequirements } from '../conformance/kit/requirements'
import { buildAdminApp } from '../fixtures/admin-app'
import type { SelfCheckProject } from './self-check.vitest.config'
import { readSelfChecks, type SelfCheck } from './self-checks'

const root = resolve(import.meta.dirname, '..')
const reportRoot = resolve(
  root,
  process.env.CONFORMANCE_REPORT_DIR ?? 'conformance-report',
  'self-check',
)
const requirements = new Map(readRequirements().map((requirement) => [requirement.id, requirement]))
const isUiFile = (file: string) => file.endsWith('.ui.test.ts')

const FLAGS = ['--api', '--whole-files', '--named']
const withBrowser = !process.argv.includes('--api')
const wholeFiles = process.argv.includes('--whole-files')
const namedOnly = process.argv.includes('--named')
if (wholeFiles && namedOnly) {
  process.stderr.write('--whole-files and --named contradict each other: choose one\n')
  process.exit(2)
}
const only = process.argv.slice(2).filter((arg) => !FLAGS.includes(arg))
const checks = readSelfChecks().filter((check) => !only.length || only.includes(check.name))
if (only.length && checks.length !== only.length) {
  const names = new Set(checks.map((check) => check.name))
  process.stderr.write(
    `no self-check named ${only.filter((name) => !names.has(name)).join(', ')}\n`,
  )
  process.exit(2)
}

const filesOf = (check: SelfCheck) => [
  ...new Set(check.fails.flatMap((id) => requirements.get(id)?.tests ?? [])),
]
const reportDirOf = (check: SelfCheck, ui: boolean) =>
  resolve(reportRoot, check.name, ui ? 'ui' : 'api')
const outcomesOf = (report: ConformanceReport) =>
  new Map(
    report.requirements
      .filter((result) => result.outcome !== 'not-run')
      .map((result) => [result.id, result.outcome]),
  )

let problems = 0
let judged = 0
/** Prints whether the suite caught `check` exactly as named, given the outcomes of its runs. */
const judge = (check: SelfCheck, outcomes: Map<string, Outcome>, seconds: number) => {
  judged++
  const checked = withBrowser
    ? check.fails
    : check.fails.filter((id) => requirements.get(id)?.tests.some((file) => !isUiFile(file)))
  const survived = checked.filter((id) => outcomes.get(id) !== 'fail')
  const collateral = [...outcomes]
    .filter(([id, outcome]) => outcome === 'fail' && !check.fails.includes(id))
    .map(([id]) => id)
  if (!survived.length && !collateral.length) {
    process.stdout.write(
      `✓ ${check.name} (${seconds.toFixed(0)} s): fails ${check.fails.join(' ')}\n`,
    )
    return
  }
  problems++
  process.stdout.write(`✗ ${check.name} (${seconds.toFixed(0)} s) — ${check.models}\n`)
  for (const id of survived)
    process.stdout.write(
      `    ${id} did not fail (${outcomes.get(id) ?? 'not run'}): the suite lets this implementation through\n`,
    )
  if (collateral.length)
    process.stdout.write(`    also failed, not named: ${collateral.join(' ')}\n`)
  process.stdout.write(`    reports: ${relative(root, resolve(reportRoot, check.name))}/\n`)
}

const writeReport = (dir: string, report: ConformanceReport) => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(resolve(dir, 'conformance-report.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(resolve(dir, 'conformance-report.md'), markdownReport(report))
}

/**
 * Many checks in one vitest run: a project per implementation (its own worker processes, see
 * scripts/self-check.vitest.config.ts), the kit's report built per project as its last file ends.
 * Saves the CLI and vitest start-up per implementation and keeps both cores busy (most checks run
 * one file). `ui`: their browser files, on the admin app in PPS_ADMIN_APP_DIR.
 */
const runProjects = async (
  unordered: SelfCheck[],
  ui: boolean,
  onDone: (check: SelfCheck, outcomes: Map<string, Outcome>, seconds: number) => void,
) => {
  // Longest first (most browser tests, or most files), so that no long check starts last.
  const weightOf = (check: SelfCheck) =>
    ui
      ? check.fails.filter((id) => requirements.get(id)?.tests.some(isUiFile)).length
      : filesOf(check).filter((file) => !isUiFile(file)).length
  const batch = [...unordered].sort((a, b) => weightOf(b) - weightOf(a))
  const projects: SelfCheckProject[] = batch.map((check) => ({
    name: check.name,
    implementation: check.file,
    files: filesOf(check).filter((file) => isUiFile(file) === ui),
    ui,
    // In Chromium a file takes minutes: by default only the named requirements' tests (with --named, everywhere).
    requirements: (ui && !wholeFiles) || namedOnly ? check.fails : undefined,
    // Beside the report: the screenshots of the browser tests, and the traces of failing ones.
    reportDir: reportDirOf(check, ui),
  }))
  for (const project of projects) rmSync(project.reportDir, { recursive: true, force: true })
  const byName = new Map(
    projects.map((project, index) => [project.name, { check: batch[index], project }]),
  )
  const startedAt = new Date()
  const finished = new Map<string, TestModule[]>()
  const collector: Reporter = {
    onTestModuleEnd(module) {
      const name = module.project.name
      const modules = [...(finished.get(name) ?? []), module]
      finished.set(name, modules)
      const { check, project } = byName.get(name)!
      if (modules.length < project.files.length) return
      const report = { ...buildReport(modules, root, startedAt), implementation: check.file }
      writeReport(project.reportDir, report)
      onDone(
        check,
        outcomesOf(report),
        modules.reduce((sum, done) => sum + done.diagnostic().duration, 0) / 1000,
      )
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
    // A known-bad implementation's test often fails by waiting out a timeout, leaving its core idle:
    // one worker more than cores keeps them busy (2 cores: the 43 browser checks in 8.9 min, not 9.9).
    maxWorkers: Number(process.env.PPS_SELF_CHECK_WORKERS) || availableParallelism() + 1,
    reporters: [collector],
  })
  await vitest.close()
  const missed = batch.filter(
    (check) =>
      (finished.get(check.name)?.length ?? 0) < byName.get(check.name)!.project.files.length,
  )
  if (missed.length)
    throw new Error(
      `vitest did not finish the files of ${missed.map((check) => check.name).join(', ')}; see the output above`,
    )
}

/** One admin app serving every implementation of `batch` (scripts/self-check.ts removes it). */
const buildSharedAdminApp = async (
  batch: Array<{ implementationPath: string; implementation: Implementation }>,
  dir: string,
) => {
  const started = Date.now()
  const [first, ...rest] = batch
  let output = ''
  await buildAdminApp({
    ...first,
    moreImplementations: rest,
    fixtures: ADMIN_APP_FIXTURES,
    dir,
    onOutput: (line) => (output += `${line}\n`),
  }).catch((error: Error) => {
    throw new Error(
      `the admin app for the browser self-checks did not build: ${error.message}\n${output.slice(-4000)}`,
    )
  })
  process.stdout.write(
    `admin app for ${batch.length} implementations built in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  )
}

/**
 * The reference, served by the same app, on browser requirements of checks that replace site
 * modules: it must pass them all, or the app gives one implementation's modules to another and a
 * check could be "caught" for that instead of its own mistake.
 */
const referenceControl = (ids: string[]): SelfCheck => ({
  name: 'reference-in-shared-app',
  file: REFERENCE_IMPLEMENTATION,
  models: 'the reference itself, served by the shared admin app',
  fails: ids,
})

const judgeControl = (control: SelfCheck, outcomes: Map<string, Outcome>, seconds: number) => {
  judged++
  const failed = control.fails.filter((id) => outcomes.get(id) !== 'pass')
  if (!failed.length)
    return void process.stdout.write(
      `✓ ${control.name} (${seconds.toFixed(0)} s): passes ${control.fails.join(' ')}\n`,
    )
  problems++
  process.stdout.write(
    `✗ ${control.name} (${seconds.toFixed(0)} s): the shared admin app does not serve the reference as its own build does\n`,
  )
  for (const id of failed) process.stdout.write(`    ${id}: ${outcomes.get(id) ?? 'not run'}\n`)
  process.stdout.write(`    reports: ${relative(root, resolve(reportRoot, control.name))}/\n`)
}

const started = Date.now()
const apiChecks = checks.filter((check) => filesOf(check).some((file) => !isUiFile(file)))
const uiChecks = withBrowser ? checks.filter((check) => filesOf(check).some(isUiFile)) : []
for (const check of checks) {
  if (!withBrowser && !apiChecks.includes(check))
    process.stdout.write(
      `- ${check.name}: browser requirements only (${check.fails.join(' ')}); run without --api\n`,
    )
}
// One data directory for the whole run (as the api project's global setup makes), removed at its end.
const teardown = setupDataDir()
const appDir = resolve(
  root,
  '.payload-conformance',
  `self-check-app-${randomBytes(4).toString('hex')}`,
)
try {
  const apiOutcomes = new Map<string, { outcomes: Map<string, Outcome>; seconds: number }>()
  if (apiChecks.length) {
    await runProjects(apiChecks, false, (check, outcomes, seconds) => {
      if (uiChecks.includes(check)) apiOutcomes.set(check.name, { outcomes, seconds })
      else judge(check, outcomes, seconds)
    })
  }
  if (uiChecks.length) {
    const served = await Promise.all(
      uiChecks.map(async (check) => ({
        check,
        implementationPath: check.file,
        implementation: await loadImplementation(check.file),
      })),
    )
    // Per replaced package entry, the browser requirements of the first check replacing it: enough
    // to show that the reference gets the entry as installed, from an app that also serves a fork's.
    const firstReplacing = new Map<string, SelfCheck>()
    for (const { check, implementation } of served)
      for (const specifier of Object.keys(implementation.siteModules ?? {}))
        if (!firstReplacing.has(specifier)) firstReplacing.set(specifier, check)
    const browserIds = (check: SelfCheck) =>
      check.fails.filter((id) => requirements.get(id)?.tests.some(isUiFile))
    const controlIds = [...new Set([...firstReplacing.values()].flatMap(browserIds))].sort()
    const control = controlIds.length ? referenceControl(controlIds) : undefined
    const reference = control
      ? [
          {
            implementationPath: control.file,
            implementation: await loadImplementation(control.file),
          },
        ]
      : []
    // The reference last: an app serves its first implementation by default, which must not hide a wrong selection.
    await buildSharedAdminApp([...served, ...reference], appDir)
    process.env.PPS_ADMIN_APP_DIR = appDir
    await runProjects(
      control ? [...uiChecks, control] : uiChecks,
      true,
      (check, outcomes, seconds) => {
        if (check === control) return judgeControl(check, outcomes, seconds)
        const api = apiOutcomes.get(check.name)
        const merged = new Map(api?.outcomes)
        for (const [id, outcome] of outcomes) if (merged.get(id) !== 'fail') merged.set(id, outcome)
        judge(check, merged, seconds + (api?.seconds ?? 0))
      },
    )
  }
} finally {
  rmSync(appDir, { recursive: true, force: true })
  teardown()
}
process.stdout.write(
  `\nself-check: ${judged - problems} of ${judged} run(s) as expected (each self-check caught exactly as named) (${((Date.now() - started) / 60_000).toFixed(1)} min)\n`,
)
process.exit(problems ? 1 : 0)
