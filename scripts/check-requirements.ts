/**
 * Fails when CONFORMANCE.md and the conformance tests disagree: a requirement without a test, a
 * test title whose ID is not in the table, a conformance test without an ID, or a Tests column
 * that is not what `npm run conformance:table` generates from the test titles, a requirement tested
 * only in Chromium without the `browser` tag, or a MUST requirement that no self-check implementation
 * names and conformance/self-check/pending.txt does not list.
 */
import { conformanceTable } from './conformance-table'
import { readPending, selfCheckProblems } from './self-checks'

const { current, generated, requirements, testsOf, problems } = conformanceTable()
const seen = new Set<string>()
for (const { id, features } of requirements) {
  if (seen.has(id)) problems.push(`${id} appears twice in CONFORMANCE.md`)
  seen.add(id)
  const files = testsOf(id)
  if (files.length === 0) problems.push(`${id} has no test`)
  else if (files.every((file) => file.endsWith('.ui.test.ts')) && !features.includes('browser')) {
    problems.push(`${id} is tested only in Chromium: open its statement with *(optional: browser)*`)
  }
}
if (generated !== current) {
  const stale = requirements.filter((r) => r.tests.join() !== testsOf(r.id).join()).map((r) => r.id)
  problems.push(
    `CONFORMANCE.md's Tests column is stale (${stale.join(', ')}): run npm run conformance:table`,
  )
}

problems.push(...selfCheckProblems())

if (problems.length) {
  process.stderr.write(
    `Requirement check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
  )
  process.exit(1)
}
process.stdout.write(
  `Requirement check: ${requirements.length} requirements, each with tests; every test names one; the Tests column is current; ` +
    `every MUST is named by a self-check implementation or listed pending (${readPending().length} pending).\n`,
)
