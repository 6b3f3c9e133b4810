/**
 * CONFORMANCE.md's Tests column, derived from the conformance tests: a test titled `[ID] …` puts
 * its file in the row of ID. One scan for the generator (`npm run conformance:table`) and the check.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { requirementIdOfTitle } from '../conformance/kit/requirement-id'
import { CONFORMANCE_MD, readRequirements, withTestsColumn } from '../conformance/kit/requirements'

const root = resolve(import.meta.dirname, '..')

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? testFiles(join(dir, entry.name))
      : entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  )

// A test call: test('title' / it("title" / test.fails(`title` ... (titles must be literals).
const TEST_CALL =
  /\b(?:test|it)(?:\.(?:fails|skip|only|concurrent|sequential))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g

/** The files holding each requirement's tests (sorted), and the tests that name no known requirement. */
const scanConformanceTests = (knownIds: Set<string>) => {
  const filesById = new Map<string, Set<string>>()
  const problems: string[] = []
  for (const file of testFiles(join(root, 'conformance'))) {
    const path = relative(root, file)
    for (const [, , title] of readFileSync(file, 'utf8').matchAll(TEST_CALL)) {
      const id = requirementIdOfTitle(title)
      if (!id) problems.push(`${path}: test "${title}" does not start with a requirement ID`)
      else if (!knownIds.has(id))
        problems.push(`${path}: test "${title}" names ${id}, which is not in CONFORMANCE.md`)
      else filesById.set(id, (filesById.get(id) ?? new Set()).add(path))
    }
  }
  return { testsOf: (id: string) => [...(filesById.get(id) ?? [])].sort(), problems }
}

/** CONFORMANCE.md as committed and as the tests say it should read. */
export const conformanceTable = (file = CONFORMANCE_MD) => {
  const current = readFileSync(file, 'utf8')
  const requirements = readRequirements(file)
  const { testsOf, problems } = scanConformanceTests(
    new Set(requirements.map((requirement) => requirement.id)),
  )
  return {
    file,
    current,
    generated: withTestsColumn(current, testsOf),
    requirements,
    testsOf,
    problems,
  }
}
