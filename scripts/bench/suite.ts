/**
 * The full conformance run as a benchmark: wall time, host boots (count and time in boots) and the
 * ten slowest files. Targets on the 2-core machine: SQLite < 60 s, Postgres + Redis < 120 s.
 *   npx tsx scripts/bench/suite.ts
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npx tsx scripts/bench/suite.ts
 */
import { runSuite } from '../suite-run'

const database = process.env.DATABASE_URL
  ? `Postgres${process.env.REDIS_URL ? ' + Redis' : ''}`
  : 'SQLite'
const run = runSuite()
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const tests = run.files.flatMap((file) => Object.values(file.tests))

console.log(`full run (${database}): ${seconds(run.wallMs)} wall, exit ${run.exitCode}`)
console.log(
  `tests: ${tests.filter((s) => s === 'passed').length} passed, ${tests.filter((s) => s === 'failed').length} failed`,
)
console.log(
  `host boots: ${run.boots.length}, ${seconds(run.boots.reduce((sum, boot) => sum + boot.ms, 0))} in boots (summed over workers)`,
)
for (const fixture of new Set(run.boots.map((boot) => boot.fixture))) {
  const times = run.boots.filter((boot) => boot.fixture === fixture).map((boot) => boot.ms)
  const total = times.reduce((sum, ms) => sum + ms, 0)
  console.log(
    `  ${fixture}: ${times.length} boots, ${seconds(total)}, ${Math.round(total / times.length)} ms each`,
  )
}
console.log('slowest files:')
for (const file of [...run.files].sort((a, b) => b.durationMs - a.durationMs).slice(0, 10)) {
  console.log(`  ${seconds(file.durationMs).padStart(7)}  ${file.file}`)
}
process.exit(run.exitCode ?? 1)
