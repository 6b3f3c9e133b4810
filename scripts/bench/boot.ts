/**
 * Host boot time (config → listening) against a baseline measured in the same run: Payload's own
 * init of the same config with no HTTP server (getPayload on a fresh database). With --full, also
 * the wall time of a full conformance run against the reference.
 *   npx tsx scripts/bench/boot.ts [--runs 7] [--full]
 */
import { execFileSync } from 'node:child_process'
import { cpus } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { buildConfig, getPayload } from 'payload'
import { defaultDatabaseKind, openDatabase } from '../../fixtures/database'
import { loadFixture } from '../../fixtures/fixture'
import { bootHost } from '../../fixtures/host'
import { familyFixture, implementation, median } from './support'

const { values } = parseArgs({
  options: { full: { type: 'boolean' }, runs: { type: 'string', default: '7' } },
})
const runs = Number(values.runs)
const fixture = await loadFixture(familyFixture('host/basic-host.ts'))

const timeHostBoot = async () => {
  const started = performance.now()
  const host = await bootHost({ fixture, implementation })
  const elapsed = performance.now() - started
  await host.close()
  return elapsed
}

const timeBarePayload = async (run: number) => {
  const database = await openDatabase(defaultDatabaseKind())
  const started = performance.now()
  const config = await buildConfig({
    ...(await fixture.config({ implementation, options: {} })),
    db: database.adapter,
    secret: 'bench',
  })
  const payload = await getPayload({ config, key: `bench-bare-${run}` })
  const elapsed = performance.now() - started
  await payload.destroy()
  const pool = (payload.db as unknown as { pool?: { end(): Promise<void> } }).pool
  if (!pool) await database.drop()
  return elapsed
}

await timeHostBoot() // warm module caches so both sides measure steady-state boots
const host: number[] = []
const bare: number[] = []
for (let run = 0; run < runs; run++) {
  host.push(await timeHostBoot())
  if (defaultDatabaseKind() === 'sqlite') bare.push(await timeBarePayload(run))
}

const hostMs = median(host)
console.log(`machine: ${cpus().length} cores, node ${process.version}, db ${defaultDatabaseKind()}`)
console.log(`host boot p50: ${hostMs.toFixed(0)} ms over ${runs} boots (goal < 1500 ms on SQLite)`)
if (bare.length) {
  const bareMs = median(bare)
  console.log(
    `bare getPayload p50: ${bareMs.toFixed(0)} ms; ratio host/bare: ${(hostMs / bareMs).toFixed(2)}x`,
  )
}

if (values.full) {
  const started = performance.now()
  execFileSync('npm', ['run', 'conformance', '--silent'], {
    cwd: resolve(import.meta.dirname, '../..'),
    stdio: 'inherit',
  })
  console.log(
    `full conformance run: ${((performance.now() - started) / 1000).toFixed(1)} s on ${cpus().length} cores`,
  )
}
process.exit(0)
