/**
 * Fails when CONFORMANCE.md and the conformance tests disagree: a requirement without a test, a
 * test title whose ID is not in the table, a conformance test without an ID, or a table row whose
 * test-file column does not name exactly the files that hold its tests.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { requirementIdOfTitle } from '../conformance/kit/requirement-id'
import { readRequirements } from '../conformance/kit/requirements'

const root = resolve(import.meta.dirname, '..')
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : entry.name.endsWith('.test.ts') ? [join(dir, entry.name)] : [],
  )

// A test call: test('title' / it("title" / test.fails(`title` ... (titles must be literals).
const TEST_CALL = /\b(?:test|it)(?:\.(?:fails|skip|only|concurrent|sequential))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g

const problems: string[] = []
const requirements = readRequirements()
const known = new Map(requirements.map((r) => [r.id, r]))
const filesById = new Map<string, Set<string>>()

for (const r of requirements) {
  if (requirements.filter((other) => other.id === r.id).length > 1) problems.push(`${r.id} appears twice in CONFORMANCE.md`)
}
for (const file of testFiles(join(root, 'conformance'))) {
  const path = relative(root, file)
  for (const [, , title] of readFileSync(file, 'utf8').matchAll(TEST_CALL)) {
    const id = requirementIdOfTitle(title)
    if (!id) problems.push(`${path}: test "${title}" does not start with a requirement ID`)
    else if (!known.has(id)) problems.push(`${path}: test "${title}" names ${id}, which is not in CONFORMANCE.md`)
    else filesById.set(id, (filesById.get(id) ?? new Set()).add(path))
  }
}
for (const r of requirements) {
  const actual = [...(filesById.get(r.id) ?? [])].sort()
  if (actual.length === 0) problems.push(`${r.id} has no test`)
  else if (actual.join() !== [...r.tests].sort().join()) {
    problems.push(`${r.id}: CONFORMANCE.md lists ${r.tests.join(', ') || 'no files'}; its tests are in ${actual.join(', ')}`)
  }
}

if (problems.length) {
  process.stderr.write(`Requirement check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}\n`)
  process.exit(1)
}
process.stdout.write(`Requirement check: ${requirements.length} requirements, each with tests; every test names one.\n`)
