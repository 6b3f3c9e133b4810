import { mkdirSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
// Loads the module the TaskMeta augmentation below extends: tsup's declaration build cannot find it otherwise (TS2664).
import type {} from 'vitest'
import type { Reporter, TestCase, TestModule } from 'vitest/node'
import { FAMILIES, type Family } from './contract'
import { resolveImplementationPath } from './loader'
import { requirementIdOfTitle, selectedRequirements } from './requirement-id'
import { type Requirement, readRequirements } from './requirements'

export type Outcome =
  | 'pass'
  | 'fail'
  | 'expected-fail'
  | 'unexpected-pass'
  | 'not-implemented'
  | 'skipped'
  | 'not-run'

/**
 * What a failing test ran into: an assertion about the requirement; `setup`, the implementation
 * rejected the test data (the error starts "setup: your <plugin> rejected the test data:");
 * `boot`, a host could not start with it ("could not boot <fixture> with your <plugin>:"); `error`,
 * anything else thrown (a crash in the implementation, or in the test).
 */
export type FailureKind = 'assertion' | 'setup' | 'boot' | 'error'

export interface RequirementResult extends Omit<Requirement, 'tests'> {
  outcome: Outcome
  tests: Array<{
    file: string
    title: string
    outcome: Outcome
    kind?: FailureKind
    error?: string
    logs?: string[]
  }>
}

declare module 'vitest' {
  interface TaskMeta {
    /** The test's host log, one formatted entry per item (set by conformance/harness/host-logs.ts). */
    hostLogs?: string[]
  }
}

export interface ConformanceReport {
  implementation: string
  startedAt: string
  finishedAt: string
  counts: Record<Outcome, number>
  families: Array<{ family: Family; label: string; counts: Record<Outcome, number> }>
  requirements: RequirementResult[]
}

// Worst first: a requirement takes the worst outcome of its tests.
/** Where a run writes its reports, screenshots and traces: CONFORMANCE_REPORT_DIR or ./conformance-report. */
export const resolveReportDir = (dir = process.env.CONFORMANCE_REPORT_DIR) =>
  resolve(process.cwd(), dir ?? 'conformance-report')

const SEVERITY: Outcome[] = [
  'fail',
  'unexpected-pass',
  'not-implemented',
  'skipped',
  'expected-fail',
  'pass',
  'not-run',
]
const OUTCOMES = [...SEVERITY]
const FAILING: Outcome[] = ['fail', 'unexpected-pass']

const zeroCounts = () =>
  Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<Outcome, number>

/** The error of an enclosing suite whose hook failed (vitest then skips the suite's tests). */
const suiteError = (test: TestCase) => {
  for (
    let parent: TestCase['parent'] | undefined = test.parent;
    parent;
    parent = parent.type === 'suite' ? parent.parent : undefined
  ) {
    const error = parent.errors()[0]
    if (error) return error
  }
  return undefined
}

const KINDS: Record<string, FailureKind> = {
  AssertionError: 'assertion',
  SetupError: 'setup',
  BootError: 'boot',
}
const kindOf = (error: { name?: string } | undefined): FailureKind =>
  KINDS[error?.name ?? ''] ?? 'error'

const outcomeOf = (test: TestCase): Outcome => {
  const result = test.result()
  const fails = Boolean(test.options.fails)
  if (result.state === 'skipped' && !result.note && suiteError(test))
    return fails ? 'expected-fail' : 'fail'
  if (result.state === 'skipped')
    return result.note?.startsWith('not implemented') ? 'not-implemented' : 'skipped'
  if (result.state === 'pending') return 'not-run'
  if (result.state === 'passed') return fails ? 'expected-fail' : 'pass'
  return fails ? 'unexpected-pass' : 'fail'
}

/** Builds the requirement × outcome report from the finished test modules. */
export const buildReport = (
  modules: ReadonlyArray<TestModule>,
  root: string,
  startedAt: Date,
): ConformanceReport => {
  const requirements = readRequirements()
  const byId = new Map<string, RequirementResult>(
    requirements.map((requirement) => [
      requirement.id,
      { ...requirement, outcome: 'not-run', tests: [] },
    ]),
  )
  for (const module of modules) {
    // A self-check project carries its own selection in its env.
    const selected = selectedRequirements(
      module.project.config.env?.CONFORMANCE_REQUIREMENTS ?? process.env.CONFORMANCE_REQUIREMENTS,
    )
    for (const test of module.children.allTests()) {
      const id = requirementIdOfTitle(test.name)
      if (!id) continue
      const entry = byId.get(id)
      if (!entry) continue // unknown IDs are the requirement check's job
      // Left out by --requirement: not run, rather than skipped.
      if (selected && !selected.includes(id)) continue
      const outcome = outcomeOf(test)
      const error = test.result().errors?.[0] ?? suiteError(test)
      entry.tests.push({
        file: relative(root, module.moduleId),
        title: test.name,
        outcome,
        ...(FAILING.includes(outcome) && error ? { kind: kindOf(error) } : {}),
        // A crash keeps its class (TypeError…): the kinds above say theirs.
        error:
          error && kindOf(error) === 'error' && error.name
            ? `${error.name}: ${error.message}`
            : error?.message,
        logs: test.meta().hostLogs,
      })
    }
  }
  const results = [...byId.values()]
  for (const entry of results) {
    if (entry.tests.length === 0) continue
    entry.outcome =
      SEVERITY.find((outcome) => entry.tests.some((t) => t.outcome === outcome)) ?? 'not-run'
  }
  const counts = zeroCounts()
  const families = (Object.keys(FAMILIES) as Family[]).map((family) => ({
    family,
    label: FAMILIES[family].label,
    counts: zeroCounts(),
  }))
  for (const entry of results) {
    counts[entry.outcome]++
    families.find((f) => f.family === entry.family)!.counts[entry.outcome]++
  }
  return {
    implementation: resolveImplementationPath(),
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    counts,
    families: families.filter((f) => Object.values(f.counts).some(Boolean)),
    requirements: results,
  }
}

const COLUMNS: Outcome[] = [
  'pass',
  'fail',
  'expected-fail',
  'unexpected-pass',
  'not-implemented',
  'skipped',
  'not-run',
]

export const summaryTable = (report: ConformanceReport): string => {
  const header = ['family', ...COLUMNS, 'total']
  const rows = report.families.map((f) => [
    `${f.family} ${f.label}`,
    ...COLUMNS.map((c) => String(f.counts[c])),
    String(Object.values(f.counts).reduce((a, b) => a + b, 0)),
  ])
  rows.push([
    'all',
    ...COLUMNS.map((c) => String(report.counts[c])),
    String(report.requirements.length),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

export const markdownReport = (report: ConformanceReport): string => {
  const lines = [
    '# Conformance report',
    '',
    `Implementation: \`${report.implementation}\`  `,
    `Run: ${report.startedAt} → ${report.finishedAt}`,
    '',
    `| Family | ${COLUMNS.join(' | ')} |`,
    `|---|${COLUMNS.map(() => '---:').join('|')}|`,
    ...report.families.map(
      (f) => `| ${f.family} ${f.label} | ${COLUMNS.map((c) => f.counts[c]).join(' | ')} |`,
    ),
  ]
  for (const family of report.families) {
    lines.push(
      '',
      `## ${family.family} ${family.label}`,
      '',
      '| ID | Level | Outcome | Statement |',
      '|---|---|---|---|',
    )
    for (const r of report.requirements.filter((req) => req.family === family.family)) {
      lines.push(`| ${r.id} | ${r.level} | ${r.outcome} | ${r.statement.replace(/\|/g, '\\|')} |`)
    }
  }
  return `${lines.join('\n')}\n`
}

/**
 * Writes conformance-report.json and conformance-report.md (JUnit XML comes from vitest's junit
 * reporter into the same directory) and prints the summary table.
 */
export default class ConformanceReporter implements Reporter {
  private startedAt = new Date()
  private root = process.cwd()
  readonly reportDir = resolveReportDir()

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root
    this.startedAt = new Date()
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const report = buildReport(modules, this.root, this.startedAt)
    mkdirSync(this.reportDir, { recursive: true })
    writeFileSync(
      resolve(this.reportDir, 'conformance-report.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    )
    writeFileSync(resolve(this.reportDir, 'conformance-report.md'), markdownReport(report))
    const failing = report.requirements.filter((r) => FAILING.includes(r.outcome))
    process.stdout.write(
      `\nConformance (${relative(process.cwd(), report.implementation) || report.implementation})\n`,
    )
    process.stdout.write(`${summaryTable(report)}\n`)
    for (const r of failing)
      process.stdout.write(`  ${r.outcome.toUpperCase()} ${r.id} ${r.statement}\n`)
    process.stdout.write(
      `Report: ${relative(process.cwd(), this.reportDir) || '.'}/conformance-report.{json,md}, junit.xml\n`,
    )
    const tests = modules.flatMap((module) =>
      [...module.children.allTests()].map((test) => test.result().state),
    )
    const count = (state: string) => tests.filter((s) => s === state).length
    // A plain closing line that CI systems read regardless of the runner.
    process.stdout.write(
      `tests: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped\n`,
    )
  }
}
