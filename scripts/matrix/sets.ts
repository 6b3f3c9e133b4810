/**
 * The compatibility matrix's Payload sets (scripts/matrix/versions.json) and how a set's checkout is
 * laid out: the root package.json with the set's versions, and its committed lockfile.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '../..')

export type Database = 'sqlite' | 'postgres'

export interface PayloadSet {
  /** payload's version, and every @payloadcms package's unless `packages` names another. */
  version: string
  /** Packages with no release at `version`: the nearest release a project would install instead. */
  packages?: Record<string, string>
  /** Node builds (keys of versions.json's node) and databases the set's cells run on. */
  node: string[]
  databases: Database[]
  /**
   * The (Node build, database) pairs the set runs, instead of every node × database: across the sets,
   * each pair of Payload set, Node and database still meets in a cell (a pairwise design).
   */
  cells?: Array<[string, Database]>
  /** Only these families (default: all), for a set at the floor of the plugins they test. */
  families?: string[]
  /** A lane: its cells pass when their outcomes match scripts/matrix/<set>.expectations.json. */
  lane?: boolean
  /**
   * Cells that run these families on each database with PPS_PUBLIC_API set, so the jobs and webhooks
   * stores take Payload's database API instead of their SQL path.
   */
  publicApi?: { node: string[]; families: string[] }
}

interface Versions {
  node: Record<string, string>
  payload: Record<string, PayloadSet>
}

export const versions = JSON.parse(
  readFileSync(resolve(ROOT, 'scripts/matrix/versions.json'), 'utf8'),
) as Versions

/** The set the root package.json and package-lock.json pin (the development default). */
export const ROOT_SET = 'latest'

export const lockfileOf = (set: string) =>
  set === ROOT_SET
    ? resolve(ROOT, 'package-lock.json')
    : resolve(ROOT, `scripts/matrix/${set}.package-lock.json`)
export const expectationsOf = (set: string) =>
  resolve(ROOT, `scripts/matrix/${set}.expectations.json`)

type Manifest = {
  devDependencies: Record<string, string>
  overrides?: Record<string, unknown>
  [key: string]: unknown
}

export const isPayloadPackage = (name: string) =>
  name === 'payload' || name.startsWith('@payloadcms/')

/** Each plugin package (its folder under reference/) and the conformance family that tests it. */
export const FAMILY_OF_PLUGIN: Record<string, string> = {
  'admin-wiki': 'WK',
  'dual-session': 'DS',
  'form-builder': 'FB',
  jobs: 'QC',
  webhooks: 'WH',
}

/** The 3.x set a family's floor is: the lowest Payload among the sets that run it (lanes aside). */
export const floorSetOf = (family: string): PayloadSet | undefined =>
  Object.values(versions.payload)
    .filter((spec) => !spec.lane && (!spec.families || spec.families.includes(family)))
    .sort((a, b) => a.version.localeCompare(b.version, undefined, { numeric: true }))[0]

/**
 * The root package.json with a set's versions. Every Payload package is overridden to that version
 * (npm's `$name`), so exact peers between them follow it: the nearest release of a package that
 * skipped the version installs as a project has to install it, and the workspace plugins install
 * whatever their own ranges say (a set tests the plugins at its floor; scripts/matrix/ranges.test.ts
 * holds each package's declared range to the sets that ran its family).
 */
export const manifestFor = (set: string): Manifest => {
  const root = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as Manifest
  if (set === ROOT_SET) return root
  const spec = versions.payload[set]
  if (!spec) throw new Error(`no Payload set "${set}" in scripts/matrix/versions.json`)
  const devDependencies = Object.fromEntries(
    Object.entries(root.devDependencies).map(([name, version]) => [
      name,
      isPayloadPackage(name) ? (spec.packages?.[name] ?? spec.version) : version,
    ]),
  )
  const overrides = Object.fromEntries(
    Object.keys(devDependencies)
      .filter(isPayloadPackage)
      .map((name) => [name, `$${name}`]),
  )
  return { ...root, devDependencies, overrides }
}
