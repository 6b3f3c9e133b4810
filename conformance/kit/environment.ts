import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import semver from 'semver'
import { PACKAGE_ROOT } from './loader'

/** Set to run the kit on a Payload outside its peer range (the Payload 4 lane does). */
export const UNSUPPORTED_PAYLOAD_ENV = 'PPS_UNSUPPORTED_PAYLOAD'

interface Manifest {
  version: string
  engines?: { node?: string }
  peerDependencies?: Record<string, string>
}

const readManifest = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest

/**
 * An installed package's manifest, looked up as Node resolves a package (node_modules/<name> in each
 * folder up from the project that runs the kit, then from the kit): packages need not export their
 * package.json.
 */
const installed = (name: string): Manifest | undefined => {
  for (let dir of [process.cwd(), PACKAGE_ROOT]) {
    for (;;) {
      const file = join(dir, 'node_modules', name, 'package.json')
      if (existsSync(file)) return readManifest(file)
      if (dirname(dir) === dir) break
      dir = dirname(dir)
    }
  }
  return undefined
}

/** Payload's own packages that are installed beside `payload` (the names its dependency checker checks). */
const PAYLOAD_PACKAGES = ['db-postgres', 'db-sqlite', 'graphql', 'kv-redis', 'next', 'richtext-lexical', 'translations', 'ui'].map(
  (name) => `@payloadcms/${name}`,
)

/**
 * Checks that the kit runs where its package.json says it does: the Node its `engines` names and a
 * Payload its `payload` peer range admits. Returns one line saying what is wrong, or undefined.
 *
 * When one of Payload's packages has no release at the installed Payload's version (kv-redis skipped
 * 3.83.0 and 3.90.2), a project installs the nearest release and turns off Payload's same-version
 * check, which otherwise throws from a floating promise and ends the process: hosts do the same, and
 * the line is printed as a notice.
 */
export const checkEnvironment = (log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): string | undefined => {
  const kit = readManifest(resolve(PACKAGE_ROOT, 'package.json'))
  const nodeRange = kit.engines?.node
  if (nodeRange && !semver.satisfies(process.versions.node, nodeRange)) {
    return `payload-plugin-suite: Node ${process.versions.node} is not supported; it needs Node ${nodeRange}.`
  }
  const payload = installed('payload')
  if (!payload) return 'payload-plugin-suite: the `payload` package is not installed (npm i -D payload).'
  const payloadRange = kit.peerDependencies?.payload ?? '*'
  if (!semver.satisfies(payload.version, payloadRange)) {
    const line = `payload-plugin-suite: Payload ${payload.version} is outside the supported range ${payloadRange}`
    if (process.env[UNSUPPORTED_PAYLOAD_ENV] !== '1') return `${line} (${UNSUPPORTED_PAYLOAD_ENV}=1 runs it anyway).`
    log(`${line}; running anyway (${UNSUPPORTED_PAYLOAD_ENV}=1).`)
  }
  const mismatched = PAYLOAD_PACKAGES.flatMap((name) => {
    const version = installed(name)?.version
    return version && version !== payload.version ? [`${name}@${version}`] : []
  })
  if (mismatched.length && process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER === undefined) {
    process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
    log(`payload-plugin-suite: ${mismatched.join(', ')} beside payload@${payload.version}: Payload's same-version check is off for hosts (PAYLOAD_DISABLE_DEPENDENCY_CHECKER=true).`)
  }
  return undefined
}

/** checkEnvironment for an entry point: prints the problem on one line and exits 2. */
export const assertEnvironment = () => {
  const problem = checkEnvironment()
  if (problem) {
    process.stderr.write(`${problem}\n`)
    process.exit(2)
  }
}
