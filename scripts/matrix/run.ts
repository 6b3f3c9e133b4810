/**
 * `npm run matrix [-- --set floor --node 22 --db postgres --skip latest:24:sqlite]`: the HTTP
 * conformance families in every cell of the compatibility matrix (scripts/matrix/versions.json): each
 * Payload set × its Node builds × its databases (or the pairs its `cells` name), and a set's public-API cells (`<set>:<node>:<db>:public-api`). The set 'latest' runs in this checkout; every other
 * set in a copy of it (PPS_MATRIX_DIR/<set>/, default <tmp>/pps-matrix/) installed with `npm ci` from its committed lockfile, once
 * for all of its cells. Postgres cells use DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * with REDIS_URL (default redis://127.0.0.1:6379). A lane's cell passes when its outcomes match
 * scripts/matrix/<set>.expectations.json: no requirement fails that they do not list (one they list
 * that passes is reported as progress). Prints a table of cells and exits 1 when a cell failed.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import {
  type Database,
  expectationsOf,
  lockfileOf,
  manifestFor,
  ROOT,
  ROOT_SET,
  versions,
} from './sets'

const { values } = parseArgs({
  options: {
    set: { type: 'string', multiple: true },
    node: { type: 'string', multiple: true },
    db: { type: 'string', multiple: true },
    skip: { type: 'string', multiple: true },
  },
})

const databaseUrl = process.env.MATRIX_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.MATRIX_REDIS_URL ?? 'redis://127.0.0.1:6379'
const reportRoot = resolve(ROOT, 'conformance-report/matrix')

interface Cell {
  set: string
  node: string
  db: Database
  /** The jobs and webhooks stores on Payload's database API (PPS_PUBLIC_API), running only `families`. */
  publicApi?: { families: string[] }
}
const nameOf = (cell: Cell) =>
  `${cell.set}:${cell.node}:${cell.db}${cell.publicApi ? ':public-api' : ''}`

/** What the stores log once when they take Payload's database API: a public-api cell that took another path fails. */
const PUBLIC_API_LOGS = [
  "payload-plugin-suite/jobs: claims, sweeps and settles go through Payload's database API",
  "payload-plugin-suite/webhooks: deliveries are written row by row through Payload's database API",
]

const cells: Cell[] = Object.entries(versions.payload)
  .filter(([set]) => !values.set || values.set.includes(set))
  .flatMap(([set, spec]): Cell[] => {
    const pairs = (nodes: string[]) =>
      spec.cells?.filter(([node]) => nodes.includes(node)) ??
      nodes.flatMap((node) => spec.databases.map((db): [string, Database] => [node, db]))
    const forNodes = (nodes: string[], publicApi?: Cell['publicApi']) =>
      pairs(nodes)
        .filter(
          ([node, db]) =>
            (!values.node || values.node.includes(node)) && (!values.db || values.db.includes(db)),
        )
        .map(([node, db]) => ({ set, node, db, publicApi }))
    return [
      ...forNodes(spec.node),
      ...(spec.publicApi
        ? forNodes(spec.publicApi.node, { families: spec.publicApi.families })
        : []),
    ]
  })
  .filter((cell) => !values.skip?.includes(nameOf(cell)))

/**
 * The files of this checkout (tracked, and new ones not ignored), copied for a set's install outside
 * this checkout: inside it, a package the set lacks would resolve from this checkout's node_modules.
 */
const checkoutCopy = (set: string) => {
  const dir = resolve(process.env.PPS_MATRIX_DIR ?? join(tmpdir(), 'pps-matrix'), set)
  rmSync(dir, { force: true, recursive: true })
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file && existsSync(resolve(ROOT, file)))
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(resolve(ROOT, file), join(dir, file))
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifestFor(set), null, 2)}\n`)
  copyFileSync(lockfileOf(set), join(dir, 'package-lock.json'))
  return dir
}

const withNode = resolve(ROOT, 'scripts/with-node.sh')
const installed = new Map<string, string>()
/** The directory a set's cells run in; a set other than the root's is installed once. */
const checkoutOf = (set: string) => {
  if (set === ROOT_SET) return ROOT
  let dir = installed.get(set)
  if (!dir) {
    dir = checkoutCopy(set)
    console.log(`\n--- ${set}: npm ci (Payload ${versions.payload[set]!.version})`)
    const ci = spawnSync(withNode, ['npm', 'ci', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'inherit',
    })
    if (ci.status !== 0)
      throw new Error(
        `npm ci failed for the ${set} set (exit ${ci.status}); run npm run matrix:refresh if a dependency changed`,
      )
    installed.set(set, dir)
  }
  return dir
}

interface Report {
  counts: Record<string, number>
  requirements: Array<{ id: string; outcome: string }>
}

interface Result {
  cell: Cell
  ok: boolean
  counts: string
  seconds: number
  progress: string[]
}

const run = (cell: Cell): Result => {
  const cwd = checkoutOf(cell.set)
  const spec = versions.payload[cell.set]!
  const reportDir = join(reportRoot, nameOf(cell).replaceAll(':', '-'))
  console.log(
    `\n--- ${nameOf(cell)}: Node ${versions.node[cell.node]}, Payload ${spec.version}, ${cell.db === 'sqlite' ? 'SQLite' : 'Postgres + Redis'}`,
  )
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PPS_NODE: cell.node,
    CONFORMANCE_REPORT_DIR: reportDir,
  }
  delete env.DATABASE_URL
  delete env.REDIS_URL
  if (cell.db === 'postgres') Object.assign(env, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl })
  if (spec.lane)
    Object.assign(env, {
      PPS_UNSUPPORTED_PAYLOAD: '1',
      CONFORMANCE_EXPECTATIONS: expectationsOf(cell.set),
    })
  if (cell.publicApi) env.PPS_PUBLIC_API = '1'
  const started = Date.now()
  const families = (cell.publicApi?.families ?? spec.families ?? []).flatMap((family) => [
    '--family',
    family,
  ])
  const { status } = spawnSync(withNode, ['npx', 'tsx', 'scripts/conformance.ts', ...families], {
    cwd,
    env,
    stdio: 'inherit',
  })
  // The reference packages' unit tests (where they detect what a Payload version exports) on a lane, the
  // major npm test does not run; the 3.x sets share the lockfile major's exports.
  const units =
    spec.lane && cell.db === 'sqlite'
      ? spawnSync(withNode, ['npx', 'vitest', 'run', '--project', 'api', 'reference/'], {
          cwd,
          env: { ...env, CONFORMANCE_REPORT_DIR: join(reportDir, 'units') },
          stdio: 'inherit',
        }).status
      : 0
  const seconds = Math.round((Date.now() - started) / 1000)
  const reportFile = join(reportDir, 'conformance-report.json')
  const report = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Report)
    : undefined
  const counts = report
    ? Object.entries(report.counts)
        .filter(([outcome, count]) => count && outcome !== 'not-run')
        .map(([outcome, count]) => `${count} ${outcome}`)
        .join(', ')
    : 'no report'
  // A lane fails on a regression (a requirement failing that its expectations do not list); one that
  // now passes in part or whole is progress, listed for its line to be removed.
  const progress =
    report?.requirements
      .filter((requirement) => requirement.outcome === 'unexpected-pass')
      .map((requirement) => requirement.id) ?? []
  const passed =
    (spec.lane ? Boolean(report) && report!.counts.fail === 0 : status === 0) && units === 0
  const reportText = report ? readFileSync(reportFile, 'utf8') : ''
  const missingLogs = cell.publicApi
    ? PUBLIC_API_LOGS.filter((line) => !reportText.includes(line))
    : []
  for (const line of missingLogs)
    console.error(
      `matrix: ${nameOf(cell)} never logged "${line}": the cell did not run the public-API path`,
    )
  return { cell, ok: passed && !missingLogs.length, counts, seconds, progress }
}

const results = cells.map(run)
console.log('\nCompatibility matrix (HTTP families)')
for (const { cell, ok, counts, seconds, progress } of results) {
  const lane = versions.payload[cell.set]!.lane ? ' (lane: against its expectations)' : ''
  console.log(
    `${ok ? 'ok  ' : 'FAIL'}  ${nameOf(cell).padEnd(30)} ${String(seconds).padStart(4)} s  ${counts}${lane}`,
  )
  if (progress.length)
    console.log(
      `      now passing in part or whole, off ${expectationsOf(cell.set)} once it holds: ${progress.join(', ')}`,
    )
}
const failed = results.filter((result) => !result.ok)
if (failed.length) {
  console.error(
    `matrix: ${failed.length} of ${results.length} cells failed: ${failed.map((result) => nameOf(result.cell)).join(', ')}`,
  )
  process.exit(1)
}
