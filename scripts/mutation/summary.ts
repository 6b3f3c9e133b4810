/** The mutation runs' record (scripts/mutation/runs.json) and the README table written from it. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { MutantStatus } from '@stryker-mutator/api/core'
import { FAMILIES } from '../../conformance/kit/contract'

export const MUTATION_FAMILIES = ['DS', 'QC', 'FB', 'WK', 'WH'] as const
export type MutationFamily = (typeof MUTATION_FAMILIES)[number]

/** The reference package each family tests (reference/<package>). */
export const PACKAGE_OF: Record<MutationFamily, string> = {
  DS: 'dual-session',
  QC: 'jobs',
  FB: 'form-builder',
  WK: 'admin-wiki',
  WH: 'webhooks',
}

const root = resolve(import.meta.dirname, '../..')
const RUNS = resolve(root, 'scripts/mutation/runs.json')
const README = resolve(root, 'README.md')
const START = '<!-- mutation-table -->'
const END = '<!-- /mutation-table -->'

export interface Tally {
  killed: number
  timeout: number
  survived: number
  noCoverage: number
  /** Marked equivalent in the source (`// Stryker disable … : reason`), left out of the score. */
  ignored: number
  /** Mutants that broke the module or the run itself (left out of the score, as Stryker does). */
  errors: number
  /** Detected (killed or timed out) out of the valid ones, in percent with one decimal. */
  score: number
}

export interface FamilyRun extends Tally {
  family: MutationFamily
  /** The commit the run mutated; `+changes` when reference/, conformance/ or fixtures/ had uncommitted edits. */
  commit: string
  date: string
  minutes: number
  /** With --file: how many files the run tested again; the other files' results were carried forward. */
  files?: number
}

export const tally = (statuses: MutantStatus[]): Tally => {
  const count = (...wanted: MutantStatus[]) =>
    statuses.filter((status) => wanted.includes(status)).length
  const killed = count('Killed')
  const timeout = count('Timeout')
  const survived = count('Survived')
  const noCoverage = count('NoCoverage')
  const valid = killed + timeout + survived + noCoverage
  return {
    killed,
    timeout,
    survived,
    noCoverage,
    ignored: count('Ignored'),
    errors: count('CompileError', 'RuntimeError'),
    score: valid ? Math.round(((killed + timeout) / valid) * 1000) / 10 : 0,
  }
}

export const readRuns = (): Partial<Record<FamilyRun['family'], FamilyRun>> =>
  existsSync(RUNS) ? JSON.parse(readFileSync(RUNS, 'utf8')) : {}

const table = (runs: ReturnType<typeof readRuns>): string =>
  [
    '| Family | Score | Killed | Timeout | Survived | No coverage | Equivalent (ignored) | Commit | Run |',
    '| --- | --: | --: | --: | --: | --: | --: | --- | --- |',
    ...MUTATION_FAMILIES.map((family) => {
      const run = runs[family]
      const label = `${family} ${FAMILIES[family].label}`
      return run
        ? `| ${label} | ${run.score} % | ${run.killed} | ${run.timeout} | ${run.survived} | ${run.noCoverage} | ${run.ignored} | ${run.commit} | ${run.date.slice(0, 10)}, ${run.minutes} min${run.files ? ` (${run.files} files tested again, the rest carried forward)` : ''} |`
        : `| ${label} | no complete run yet (partial results: docs/mutation.md) | | | | | | | |`
    }),
  ].join('\n')

export const writeSummaries = (runs: ReturnType<typeof readRuns>): void => {
  writeFileSync(RUNS, `${JSON.stringify(runs, null, 2)}\n`)
  const readme = readFileSync(README, 'utf8')
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start < 0 || end < start) throw new Error(`README.md lacks the ${START} … ${END} markers`)
  writeFileSync(
    README,
    `${readme.slice(0, start + START.length)}\n${table(runs)}\n${readme.slice(end)}`,
  )
}
