/**
 * `npm run mutation [-- --family WH ...] [--force] [--file <path> ...]`: Stryker mutates a family's reference package
 * (its server code: see MUTATE) and runs the family's HTTP conformance tests, with the package's own
 * unit tests for what it does beyond the spec (its option checks, say), against each mutant.
 *
 * Incremental: each family keeps Stryker's result file in scripts/mutation/incremental/, so a re-run
 * tests only the mutants in changed code or covered by changed tests (--force runs every mutant;
 * with --file, every mutant of those files, the rest carried forward). A run stopped with one Ctrl-C
 * keeps what it tested in the incremental file, and the next run goes on from there.
 * Each run's tally, commit and duration go to scripts/mutation/runs.json, and the README's table is
 * written from it. Survivors and the mutants marked equivalent are discussed in docs/mutation.md.
 */
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { matchesGlob, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { PartialStrykerOptions } from '@stryker-mutator/api/core'
import { Stryker } from '@stryker-mutator/core'
import { FAMILIES } from '../../conformance/kit/contract'
import {
  type FamilyRun,
  MUTATION_FAMILIES,
  type MutationFamily,
  PACKAGE_OF,
  readRuns,
  tally,
  writeSummaries,
} from './summary'

const root = resolve(import.meta.dirname, '../..')

const { values } = parseArgs({
  options: {
    family: { type: 'string', multiple: true },
    force: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '2' },
    file: { type: 'string', multiple: true },
  },
})
const unknown = (values.family ?? []).filter(
  (family) => !(MUTATION_FAMILIES as readonly string[]).includes(family),
)
if (unknown.length) {
  process.stderr.write(
    `unknown family: ${unknown.join(', ')} (known: ${MUTATION_FAMILIES.join(', ')})\n`,
  )
  process.exit(2)
}
const families = (values.family as MutationFamily[] | undefined) ?? [...MUTATION_FAMILIES]
if (values.file?.length && families.length !== 1) {
  process.stderr.write('--file needs exactly one --family\n')
  process.exit(2)
}

/**
 * Server code whose only output is where the admin shows its components (which field gets field
 * help, which list a band): observable in the admin alone, so the browser families test it.
 */
const ADMIN_PLACEMENT: Partial<Record<MutationFamily, string[]>> = { WK: ['adminSurfaces.ts'] }

/** The server code in reference/shared each family's package bundles (its components are left out as above). */
const SHARED: Partial<Record<MutationFamily, string[]>> = {
  QC: ['i18n.ts', 'messages.ts', 'defaultTemplatePath.ts', 'schemaHooks.ts', 'ids.ts'],
  FB: ['i18n.ts', 'messages.ts'],
  WK: ['i18n.ts', 'rejectMalformedRequest.ts', 'defaultTemplatePath.ts', 'schemaHooks.ts'],
  WH: ['i18n.ts', 'rejectMalformedRequest.ts', 'messages.ts', 'ids.ts'],
}

/**
 * The server code the HTTP families reach. Left out, with why: admin and site components (*.tsx,
 * components/) and admin placement run in the browser families, which need a Next.js build per
 * mutant; exports/ only re-export; types.ts holds types; i18n/en.ts and de.ts are message tables
 * (prose, not behaviour).
 */
const MUTATE = (family: MutationFamily) => {
  const pkg = PACKAGE_OF[family]
  return [
    `reference/${pkg}/src/**/*.ts`,
    `!reference/${pkg}/src/**/*.test.ts`,
    `!reference/${pkg}/src/**/components/**`,
    `!reference/${pkg}/src/exports/**`,
    `!reference/${pkg}/src/types.ts`,
    `!reference/${pkg}/src/i18n/{en,de}.ts`,
    ...(ADMIN_PLACEMENT[family] ?? []).map((file) => `!reference/${pkg}/src/${file}`),
    ...(SHARED[family] ?? []).map((file) => `reference/shared/${file}`),
  ]
}

/** Whether MUTATE selects the file (a path relative to the repository). */
const isMutated = (family: MutationFamily, file: string) => {
  const patterns = MUTATE(family)
  const matches = (pattern: string) => matchesGlob(file, pattern)
  return (
    patterns.filter((pattern) => !pattern.startsWith('!')).some(matches) &&
    !patterns
      .filter((pattern) => pattern.startsWith('!'))
      .some((pattern) => matches(pattern.slice(1)))
  )
}

/**
 * Stryker carries a file's old results forward even when `mutate` no longer selects it; a file left
 * out since the last run is dropped from the incremental file so that it counts no more.
 */
const pruneIncremental = (family: MutationFamily, file: string) => {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8')) as { files: Record<string, unknown> }
  const kept = Object.entries(report.files).filter(([name]) =>
    isMutated(family, relative(root, resolve(root, name))),
  )
  if (kept.length === Object.keys(report.files).length) return
  writeFileSync(file, JSON.stringify({ ...report, files: Object.fromEntries(kept) }, null, 2))
}

/**
 * Stryker writes a run's results to a working copy, and on an interrupt (one Ctrl-C or SIGTERM) the
 * results so far. The copy replaces the family's file only when it is whole: a second signal that
 * cuts Stryker's write short costs this run's progress, never the results the file already held.
 */
const workingCopyOf = (file: string) => file.replace(/\.json$/, '.working.json')
const promoteWorkingCopy = (file: string) => {
  const working = workingCopyOf(file)
  if (!existsSync(working)) return
  try {
    JSON.parse(readFileSync(working, 'utf8'))
    renameSync(working, file)
  } catch {
    process.stderr.write(
      `${relative(root, working)} was not written whole (a second signal?); ${relative(root, file)} keeps the results before this run\n`,
    )
    rmSync(working)
  }
}
let running: string | undefined
// Stryker ends an interrupted run with process.exit, after saving what it has.
process.on('exit', () => running && promoteWorkingCopy(running))

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).trim()
const dirty =
  execFileSync('git', ['status', '--porcelain', '--', 'reference', 'conformance', 'fixtures'], {
    cwd: root,
    encoding: 'utf8',
  }).trim() !== ''

for (const family of families) {
  const incrementalFile = resolve(root, `scripts/mutation/incremental/${family}.json`)
  mkdirSync(resolve(incrementalFile, '..'), { recursive: true })
  promoteWorkingCopy(incrementalFile)
  pruneIncremental(family, incrementalFile)
  if (existsSync(incrementalFile)) copyFileSync(incrementalFile, workingCopyOf(incrementalFile))
  running = incrementalFile
  const files = (values.file ?? []).map((file) => relative(root, resolve(file)))
  const outside = files.filter(
    (file) => !existsSync(resolve(root, file)) || !isMutated(family, file),
  )
  if (outside.length) {
    process.stderr.write(`not among ${family}'s mutated files: ${outside.join(', ')}\n`)
    process.exit(2)
  }
  // Read by scripts/mutation/vitest.config.ts in Stryker's test-runner processes, which inherit it.
  process.env.PPS_MUTATION_FAMILY = family
  process.env.CONFORMANCE_REPORT_DIR = resolve(root, `conformance-report/mutation/${family}/kit`)
  const options: PartialStrykerOptions = {
    // With --file, only those files are mutated; the others' results are carried forward from the incremental file.
    mutate: files.length ? files : MUTATE(family),
    testRunner: 'vitest',
    vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: false },
    // Per test: a mutant runs only the tests that reached it, not the whole family.
    coverageAnalysis: 'perTest',
    checkers: [],
    concurrency: Number(values.concurrency),
    // Every test boots a Payload host in its file's beforeAll: the margin covers a boot on a busy machine.
    timeoutMS: 60_000,
    incremental: true,
    incrementalFile: relative(root, workingCopyOf(incrementalFile)),
    force: values.force,
    ignorePatterns: [
      '/conformance-report',
      '/dist',
      '/reference/*/dist',
      '/.tmp',
      '/.cache',
      '/.payload-conformance',
      '/docs',
      // Another family's run, going on beside this one.
      '/.stryker-tmp*',
    ],
    reporters: ['progress', 'clear-text', 'html'],
    htmlReporter: { fileName: `conformance-report/mutation/${family}/index.html` },
    clearTextReporter: { reportMutants: true, reportTests: false, logTests: false },
    // One per family, so that two families can run at once.
    tempDirName: `.stryker-tmp-${family}`,
    cleanTempDir: 'always',
    thresholds: { high: 90, low: 80, break: null },
  }
  const started = Date.now()
  const results = await new Stryker(options).runMutationTest()
  promoteWorkingCopy(incrementalFile)
  running = undefined
  const run: FamilyRun = {
    family,
    commit: dirty ? `${commit}+changes` : commit,
    date: new Date().toISOString(),
    minutes: Math.round((Date.now() - started) / 60_000),
    ...(files.length ? { files: files.length } : {}),
    ...tally(results.map((result) => result.status)),
  }
  const runs = readRuns()
  runs[family] = run
  writeSummaries(runs)
  process.stdout.write(
    `${FAMILIES[family].label}: ${run.score}% (${run.killed} killed, ${run.timeout} timeout, ${run.survived} survived, ${run.noCoverage} no coverage, ${run.ignored} ignored as equivalent)\n`,
  )
}
