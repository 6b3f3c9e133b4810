/**
 * `npm run check:ranges`: every package states what the compatibility matrix runs, no more and no
 * less. A plugin's `payload` peer (and each @payloadcms peer) is `^<floor>`, the floor being the
 * lowest 3.x set of scripts/matrix/versions.json that runs the plugin's family; the kit's is the
 * lowest floor of all; every package's `engines.node` is `>=<the Node 22 build the matrix runs>`;
 * the root pins the 'latest' set, and the 'latest' version is inside every range.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import semver from 'semver'
import { FAMILY_OF_PLUGIN, floorSetOf, isPayloadPackage, ROOT, ROOT_SET, versions } from './sets'

interface Manifest {
  name: string
  engines?: { node?: string }
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}
const read = (path: string) => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as Manifest

const problems: string[] = []
const latest = versions.payload[ROOT_SET]!.version
const nodeRange = `>=${versions.node['22']}`

const root = read('package.json')
if (root.devDependencies?.payload !== latest)
  problems.push(
    `package.json pins payload ${root.devDependencies?.payload}; the '${ROOT_SET}' set is ${latest}`,
  )

const expectRange = (manifest: Manifest, floor: string | undefined) => {
  if (manifest.engines?.node !== nodeRange)
    problems.push(
      `${manifest.name}: engines.node is ${manifest.engines?.node ?? 'missing'}; the matrix runs ${nodeRange}`,
    )
  if (!floor) return problems.push(`${manifest.name}: no set of the matrix runs its family`)
  for (const [name, range] of Object.entries(manifest.peerDependencies ?? {})) {
    if (!isPayloadPackage(name)) continue
    if (range !== `^${floor}`)
      problems.push(
        `${manifest.name}: peer ${name} is ${range}; the matrix runs its family from ${floor} (^${floor})`,
      )
    if (!semver.satisfies(latest, range))
      problems.push(`${manifest.name}: peer ${name} ${range} leaves out the latest set (${latest})`)
  }
}

const floors = Object.entries(FAMILY_OF_PLUGIN).map(([dir, family]) => {
  const floor = floorSetOf(family)?.version
  expectRange(read(`reference/${dir}/package.json`), floor)
  return floor
})
expectRange(root, semver.sort(floors.filter((floor): floor is string => Boolean(floor)))[0])

if (problems.length) {
  process.stderr.write(
    `Range check failed (${problems.length}):\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`,
  )
  process.exit(1)
}
process.stdout.write(
  `Range check: every package's payload peers start at the floor its family runs on in the matrix, engines.node is ${nodeRange}, and ${latest} is inside every range.\n`,
)
