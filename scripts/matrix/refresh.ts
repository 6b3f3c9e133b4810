/**
 * `npm run matrix:refresh [-- SET...]`: writes each Payload set's lockfile
 * (scripts/matrix/<set>.package-lock.json) from the root package.json with the set's versions
 * (scripts/matrix/versions.json), starting from the set's current lockfile so that only what changed
 * moves. Run it after changing a dependency of the root or of a plugin package: `npm ci` in a cell
 * refuses a lockfile that no longer matches.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { FAMILY_OF_PLUGIN, lockfileOf, manifestFor, ROOT, ROOT_SET, versions } from './sets'

const sets = process.argv.slice(2).length
  ? process.argv.slice(2)
  : Object.keys(versions.payload).filter((set) => set !== ROOT_SET)

for (const set of sets) {
  const dir = mkdtempSync(join(tmpdir(), `pps-matrix-${set}-`))
  try {
    const manifest = manifestFor(set)
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    // The workspaces' manifests take part in the resolution; their sources do not.
    for (const workspace of Object.keys(FAMILY_OF_PLUGIN)) {
      mkdirSync(join(dir, 'reference', workspace), { recursive: true })
      copyFileSync(
        resolve(ROOT, 'reference', workspace, 'package.json'),
        join(dir, 'reference', workspace, 'package.json'),
      )
    }
    const lockfile = lockfileOf(set)
    if (existsSync(lockfile)) copyFileSync(lockfile, join(dir, 'package-lock.json'))
    console.log(`matrix:refresh ${set}: npm install --package-lock-only`)
    execFileSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], {
      cwd: dir,
      stdio: 'inherit',
    })
    execFileSync(
      process.execPath,
      [resolve(ROOT, 'scripts/fix-lockfile.mjs'), join(dir, 'package-lock.json')],
      { stdio: 'inherit' },
    )
    copyFileSync(join(dir, 'package-lock.json'), lockfile)
    console.log(`matrix:refresh ${set}: wrote ${lockfile}`)
  } finally {
    rmSync(dir, { force: true, recursive: true })
  }
}
