#!/usr/bin/env node
/**
 * Run after `npm install` changes package-lock.json. The registry these machines reach serves no
 * builds of some platform-specific optional packages (e.g. @rollup/rollup-darwin-x64), so npm leaves
 * them out of the lockfile and a later `npm ci` refuses the lock as out of sync. This adds each
 * missing optional package as an entry tagged with its os/cpu/libc, which npm ci skips on other
 * platforms, exactly as it would with a complete lock.
 */
import { readFileSync, writeFileSync } from 'node:fs'

// The root lockfile, or the one named (a matrix set's, scripts/matrix/refresh.ts).
const file = process.argv[2] ?? new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages
const OSES = [
  'darwin',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'openharmony',
  'netbsd',
  'sunos',
  'aix',
  'linux',
]
const CPUS = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'arm']

const platformOf = (name) => {
  const parts = name.split('/').pop().split('-')
  const os = OSES.find((candidate) => parts.includes(candidate))
  const cpu = CPUS.find((candidate) => parts.includes(candidate))
  const libc = parts.includes('musl')
    ? 'musl'
    : os === 'linux' && parts.includes('gnu')
      ? 'glibc'
      : undefined
  return { ...(cpu && { cpu: [cpu] }), ...(os && { os: [os] }), ...(libc && { libc: [libc] }) }
}

const added = []
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested] || packages[hoisted]) continue
    packages[hoisted] = { version, optional: true, ...platformOf(name) }
    added.push(`${name}@${version}`)
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(
  added.length
    ? `fix-lockfile: added ${added.length} platform entries`
    : 'fix-lockfile: nothing to add',
)
