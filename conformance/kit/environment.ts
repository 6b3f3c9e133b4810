import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import semver from 'semver'
import { findPackage, type InstalledPackage, PACKAGE_ROOT } from './packages'

/** Set to run the kit on a Payload outside its peer range (the Payload 4 lane does). */
export const UNSUPPORTED_PAYLOAD_ENV = 'PPS_UNSUPPORTED_PAYLOAD'

/** Notices are printed by the first check of a run: the processes it starts inherit this mark. */
const NOTED_ENV = 'PPS_ENVIRONMENT_NOTED'

const readManifest = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as InstalledPackage['manifest']

/** Payload's own packages installed beside `payload` (in its node_modules), each with its version. */
const payloadPackagesBeside = (payloadDir: string) => {
  const scope = join(dirname(payloadDir), '@payloadcms')
  if (!existsSync(scope)) return []
  return readdirSync(scope).flatMap((name) => {
    const file = join(scope, name, 'package.json')
    return existsSync(file) ? [readManifest(file)] : []
  })
}

/**
 * Checks that the kit runs where its package.json says it does: the Node its `engines` names and a
 * Payload its `payload` peer range admits. Returns one line saying what is wrong, or undefined.
 *
 * When one of Payload's packages has no release at the installed Payload's version (kv-redis skipped
 * 3.83.0 and 3.90.2), a project installs the nearest release and turns off Payload's same-version
 * check, which otherwise throws from a floating promise and ends the process: hosts do the same, and
 * the line is printed as a notice.
 */
export const checkEnvironment = ({
  node = process.versions.node,
  cwd = process.cwd(),
  env = process.env as Record<string, string | undefined>,
} = {}): string | undefined => {
  const notices: string[] = []
  const kit = readManifest(resolve(PACKAGE_ROOT, 'package.json'))
  const nodeRange = kit.engines?.node
  if (nodeRange && !semver.satisfies(node, nodeRange)) {
    return `payload-plugin-suite: Node ${node} is not supported; it needs Node ${nodeRange}.`
  }
  const found = findPackage('payload', cwd)
  if (!found)
    return 'payload-plugin-suite: the `payload` package is not installed (npm i -D payload).'
  const payload = found.manifest
  const payloadRange = kit.peerDependencies?.payload ?? '*'
  if (!semver.satisfies(payload.version, payloadRange)) {
    const line = `payload-plugin-suite: Payload ${payload.version} is outside the supported range ${payloadRange}`
    if (env[UNSUPPORTED_PAYLOAD_ENV] !== '1')
      return `${line} (${UNSUPPORTED_PAYLOAD_ENV}=1 runs it anyway).`
    notices.push(`${line}; running anyway (${UNSUPPORTED_PAYLOAD_ENV}=1).`)
  }
  const mismatched = payloadPackagesBeside(found.dir)
    .filter((manifest) => manifest.version !== payload.version)
    .map((manifest) => `${manifest.name}@${manifest.version}`)
  if (mismatched.length && env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER === undefined) {
    env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
    notices.push(
      `payload-plugin-suite: ${mismatched.join(', ')} beside payload@${payload.version}: Payload's same-version check is off for hosts (PAYLOAD_DISABLE_DEPENDENCY_CHECKER=true).`,
    )
  }
  if (notices.length && !env[NOTED_ENV]) {
    env[NOTED_ENV] = '1'
    for (const notice of notices) process.stderr.write(`${notice}\n`)
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
