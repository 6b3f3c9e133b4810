import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The package root, from the source tree (conformance/) or from the build (dist/<entry>/). */
export const PACKAGE_ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(resolve(dir, 'CONFORMANCE.md'))) {
    const parent = dirname(dir)
    if (parent === dir)
      throw new Error('payload-plugin-suite: package root (CONFORMANCE.md) not found')
    dir = parent
  }
  return dir
})()

export interface InstalledPackage {
  dir: string
  manifest: {
    name: string
    version: string
    dependencies?: Record<string, string>
    engines?: { node?: string }
    peerDependencies?: Record<string, string>
  }
}

/**
 * An installed package, looked up through its package.json as Node resolves a bare name
 * (node_modules/<name> in each folder up from the project that runs the kit, then from the kit):
 * packages need not export their package.json, and their entry files may sit anywhere.
 */
export const findPackage = (name: string, from = process.cwd()): InstalledPackage | undefined => {
  for (let dir of [from, PACKAGE_ROOT]) {
    for (;;) {
      const file = join(dir, 'node_modules', name, 'package.json')
      if (existsSync(file))
        return {
          dir: dirname(file),
          manifest: JSON.parse(readFileSync(file, 'utf8')) as InstalledPackage['manifest'],
        }
      if (dirname(dir) === dir) break
      dir = dirname(dir)
    }
  }
  return undefined
}
