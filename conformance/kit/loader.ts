import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Expectations, Implementation } from './contract'
import { PACKAGE_ROOT } from './packages'
import { preloadLexical } from './preload-lexical'

export { PACKAGE_ROOT }
export const REFERENCE_IMPLEMENTATION = resolve(PACKAGE_ROOT, 'reference/index.ts')

/**
 * Resolves `CONFORMANCE_IMPL` (a path, relative to the cwd, or a package name) to a file path. A bare
 * name is a file when one exists there (`my-fork.ts`), else a package; when neither, the error names
 * both attempts instead of Node's MODULE_NOT_FOUND stack.
 */
export const resolveImplementationPath = (spec = process.env.CONFORMANCE_IMPL): string => {
  if (!spec) return REFERENCE_IMPLEMENTATION
  const asFile = resolve(process.cwd(), spec)
  if (existsSync(asFile)) return asFile
  if (spec.startsWith('.') || isAbsolute(spec))
    throw new Error(`implementation ${spec}: no file at ${asFile}`)
  try {
    return createRequire(resolve(process.cwd(), 'package.json')).resolve(spec)
  } catch {
    throw new Error(
      `implementation ${spec}: no file at ${asFile}, and no package '${spec}' resolvable from ${process.cwd()}`,
    )
  }
}

/** The expected failures: CONFORMANCE_EXPECTATIONS names the file, else conformance.expectations.json beside the implementation. */
export const loadExpectations = (implementationPath: string): Expectations => {
  const file = process.env.CONFORMANCE_EXPECTATIONS
    ? resolve(process.cwd(), process.env.CONFORMANCE_EXPECTATIONS)
    : resolve(dirname(implementationPath), 'conformance.expectations.json')
  if (!existsSync(file)) return { expectedFailures: {} }
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Expectations>
  return { expectedFailures: parsed.expectedFailures ?? {} }
}

export const loadImplementation = async (
  implementationPath = resolveImplementationPath(),
): Promise<Implementation> => {
  await preloadLexical()
  const mod = (await import(pathToFileURL(implementationPath).href)) as { default?: Implementation }
  const implementation = mod.default
  if (
    !implementation ||
    typeof implementation !== 'object' ||
    typeof implementation.name !== 'string'
  ) {
    throw new Error(
      `${implementationPath} must default-export defineImplementation({ name, ... }); got ${typeof implementation}`,
    )
  }
  return implementation
}
