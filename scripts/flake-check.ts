/**
 * Runs the full suite N times in a row and lists every test whose outcome changed between runs.
 *   npm run flake-check -- --runs 5        (DATABASE_URL / REDIS_URL select Postgres + Redis)
 * Exits 1 when a test flaked or a run failed.
 */
import { parseArgs } from 'node:util'
import { runSuite } from './suite-run'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 2) {
  process.stderr.write(`--runs must be an integer of at least 2, got "${values.runs}"\n`)
  process.exit(2)
}

const outcomes = new Map<string, string[]>()
let failedRuns = 0
for (let run = 1; run <= runs; run++) {
  const result = runSuite()
  if (result.exitCode !== 0) failedRuns++
  const tests = result.files.flatMap((file) =>
    Object.entries(file.tests).map(([title, status]) => [`${file.file} > ${title}`, status]),
  )
  for (const [test, status] of tests)
    outcomes.set(test, [...(outcomes.get(test) ?? Array(run - 1).fill('absent')), status])
  for (const seen of outcomes.values()) if (seen.length < run) seen.push('absent')
  console.log(
    `run ${run}/${runs}: ${(result.wallMs / 1000).toFixed(1)} s, exit ${result.exitCode}, ${tests.length} tests`,
  )
  for (const [test, status] of tests) if (status === 'failed') console.log(`  failed: ${test}`)
}

const flaky = [...outcomes].filter(([, seen]) => new Set(seen).size > 1)
for (const [test, seen] of flaky) console.log(`FLAKY ${test}: ${seen.join(', ')}`)
console.log(
  `flake check: ${flaky.length} flaky of ${outcomes.size} tests over ${runs} runs; ${failedRuns} run(s) failed`,
)
process.exit(flaky.length || failedRuns ? 1 : 0)
