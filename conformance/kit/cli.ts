#!/usr/bin/env node
/**
 * payload-conformance [--impl MODULE] [--family DS --family WH ...] [--file PATH ...] [--requirement ID ...] [--report-dir DIR] [--ui]
 * Runs the conformance suite against an implementation and exits non-zero when a requirement
 * fails or an expected failure passes.
 */
import { parseArgs } from 'node:util'
import { FAMILIES, type Family } from './contract'
import { assertEnvironment } from './environment'
import { resolveImplementationPath } from './loader'
import { readRequirements } from './requirements'
import { runConformance } from './run'

const { values } = parseArgs({
  options: {
    family: { type: 'string', multiple: true },
    file: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
    impl: { type: 'string' },
    'report-dir': { type: 'string' },
    requirement: { type: 'string', multiple: true },
    ui: { type: 'boolean' },
  },
})

const known = Object.keys(FAMILIES) as Family[]
if (!values.help) assertEnvironment()
if (values.help) {
  process.stdout.write(
    `usage: payload-conformance [--impl MODULE] [--family ${known.join('|')}]... [--file PATH]... [--requirement ID]... [--report-dir DIR] [--ui]\n` +
      'MODULE default-exports defineImplementation({...}) from payload-plugin-suite/conformance.\n' +
      'DATABASE_URL runs every host on Postgres; REDIS_URL backs payload.kv with Redis.\n' +
      '--requirement runs only the tests of those requirements (e.g. --requirement WK-24).\n' +
      '--ui runs the browser families instead: builds the admin app (Next.js) and drives it in headless Chromium.\n',
  )
  process.exit(0)
}
const unknown = (values.family ?? []).filter((family) => !known.includes(family as Family))
if (unknown.length) {
  process.stderr.write(`unknown family: ${unknown.join(', ')} (known: ${known.join(', ')})\n`)
  process.exit(2)
}

const knownIds = new Set(readRequirements().map((requirement) => requirement.id))
const unknownIds = (values.requirement ?? []).filter((id) => !knownIds.has(id))
if (unknownIds.length) {
  process.stderr.write(
    `unknown requirement: ${unknownIds.join(', ')} (CONFORMANCE.md lists the IDs)\n`,
  )
  process.exit(2)
}

let implementation: string
try {
  implementation = resolveImplementationPath(values.impl ?? process.env.CONFORMANCE_IMPL)
} catch (error) {
  // A wrong path is the user's typo, not a crash: one line, no stack.
  process.stderr.write(`payload-conformance: ${(error as Error).message}\n`)
  process.exit(2)
}
const { ok } = await runConformance({
  families: values.family as Family[] | undefined,
  files: values.file,
  requirements: values.requirement,
  implementation,
  progress: true,
  reportDir: values['report-dir'],
  ui: values.ui,
})
process.exit(ok ? 0 : 1)
