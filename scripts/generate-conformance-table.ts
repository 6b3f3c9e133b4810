/** Rewrites the Tests column of CONFORMANCE.md from the conformance test titles (`npm run conformance:table`). */
import { writeFileSync } from 'node:fs'
import { conformanceTable } from './conformance-table'

const { file, current, generated, problems } = conformanceTable()
if (generated !== current) writeFileSync(file, generated)
process.stdout.write(
  generated === current
    ? 'CONFORMANCE.md: Tests column up to date.\n'
    : 'CONFORMANCE.md: Tests column rewritten.\n',
)
if (problems.length) {
  process.stderr.write(
    `Tests that fit no row (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
  )
  process.exit(1)
}
