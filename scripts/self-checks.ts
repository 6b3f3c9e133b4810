import { readdirSync, readFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { readRequirements } from '../conformance/kit/requirements'

/**
 * The kit's self-check implementations (conformance/self-check/<family>/*.ts, e.g. wh/ for WH; each
 * family's helpers in its support/, shared ones in self-check/support/): known-bad implementations,
 * each opening with a JSDoc header that says the wrong behaviour it models and, on an `@fails`
 * line, the requirement IDs the suite must fail for it. A check's name is its file's name.
 */
export const SELF_CHECK_DIR = resolve(import.meta.dirname, '../conformance/self-check')

/** MUST requirements no self-check implementation names yet: may only shrink (npm run check:requirements). */
export const PENDING_FILE = resolve(SELF_CHECK_DIR, 'pending.txt')

export interface SelfCheck {
  name: string
  file: string
  /** The wrong behaviour it models, in the header's words. */
  models: string
  /** Requirement IDs the suite must fail for it, and only those. */
  fails: string[]
}

const HEADER = /^\s*\/\*\*([\s\S]*?)\*\//

export const parseSelfCheck = (file: string): SelfCheck => {
  const header = HEADER.exec(readFileSync(file, 'utf8'))?.[1]
  if (!header) throw new Error(`${file}: a self-check implementation opens with a /** … */ header`)
  const lines = header.split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim())
  const failsLine = lines.find((line) => line.startsWith('@fails'))
  const fails =
    failsLine
      ?.slice('@fails'.length)
      .split(/[\s,]+/)
      .filter(Boolean) ?? []
  if (!fails.length) throw new Error(`${file}: its header names no requirement on an @fails line`)
  const models = lines.filter((line) => line && !line.startsWith('@')).join(' ')
  if (!models) throw new Error(`${file}: its header does not say which wrong behaviour it models`)
  return { name: basename(file).replace(/\.tsx?$/, ''), file, models, fails }
}

export const readSelfChecks = (): SelfCheck[] =>
  readdirSync(SELF_CHECK_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'support')
    .map((entry) => resolve(SELF_CHECK_DIR, entry.name))
    .flatMap((dir) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => resolve(dir, entry.name)),
    )
    .sort((a, b) => basename(a).localeCompare(basename(b)))
    .map(parseSelfCheck)

export const readPending = (): string[] =>
  readFileSync(PENDING_FILE, 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)

/** Problems for the requirement check: unknown IDs in headers, MUSTs nobody names, stale pending entries. */
export const selfCheckProblems = (): string[] => {
  const requirements = readRequirements()
  const known = new Set(requirements.map((requirement) => requirement.id))
  const named = new Set<string>()
  const problems: string[] = []
  for (const check of readSelfChecks()) {
    for (const id of check.fails) {
      if (!known.has(id))
        problems.push(`self-check ${check.name} names ${id}, which CONFORMANCE.md does not have`)
      named.add(id)
    }
  }
  const pending = new Set(readPending())
  // HOST requirements are the kit's own, checked against its test implementations (conformance/host/implementations/).
  for (const { id, level, family } of requirements) {
    if (level !== 'MUST' || family === 'HOST') continue
    if (!named.has(id) && !pending.has(id))
      problems.push(
        `${id} (MUST) is named by no self-check implementation in conformance/self-check/`,
      )
    if (named.has(id) && pending.has(id))
      problems.push(
        `${id} is named by a self-check implementation: remove it from conformance/self-check/pending.txt`,
      )
  }
  for (const id of pending)
    if (!known.has(id))
      problems.push(
        `conformance/self-check/pending.txt lists ${id}, which CONFORMANCE.md does not have`,
      )
  return problems
}
