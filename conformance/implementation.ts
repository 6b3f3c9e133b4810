import type { Access, Config, Payload, PayloadRequest } from 'payload'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { preloadLexical } from './preload-lexical'

/** A Payload plugin as the spec describes it: `(options) => (config) => config`. */
export type Plugin<Options> = (options: Options) => (config: Config) => Config | Promise<Config>

/** Access function for the job endpoints: the shape of Payload's `jobs.access.run`. */
export type JobAccess = (args: { req: PayloadRequest }) => boolean | Promise<boolean>

/**
 * The public surface the spec names, one optional key per plugin or helper. A plugin an
 * implementation leaves out is reported "not implemented" for every requirement of its family.
 * Option types stay loose on purpose: each family's conformance tests pin the shapes they use.
 */
export interface Implementation {
  name: string
  /** A. dual session */
  dualSession?: Plugin<any>
  /** A. dual session's request proxy (`payload-plugin-suite/dual-session/proxy`): stamps a standard Request. */
  dualSessionProxy?: {
    stampRequest: (request: Request, options: { secret: string; adminRoute?: string; now?: () => number }) => Promise<Headers>
    dualSessionProxy?: (options: { secret: string; adminRoute?: string; now?: () => number }) => (request: Request) => Promise<Response>
  }
  /** B. queue control */
  jobs?: Plugin<any>
  createPauseStore?: (payload: Payload) => any
  getQueueHealth?: (payload: Payload, options?: any) => Promise<any>
  createWorker?: (options: any) => any
  loggedInAccess?: JobAccess
  cronSecretAccess?: (options?: { envVar?: string }) => JobAccess
  /** One orphan-sweep pass (QC reliability tests). */
  sweepOrphans?: (payload: Payload, options?: { now?: () => Date }) => Promise<{ recovered: Array<number | string> }>
  /** C. form builder, with the helpers the spec lists */
  formBuilder?: Plugin<any>
  formBuilderHelpers?: Record<string, unknown>
  /** The form builder's client entry (Form, useFormContext), rendered by the label tests. */
  formBuilderClient?: Record<string, unknown>
  /** D. admin wiki */
  adminWiki?: Plugin<any>
  PAYLOAD_INTERNAL_COLLECTIONS?: readonly string[]
  PAYLOAD_INTERNAL_GLOBALS?: readonly string[]
  /** E. webhooks */
  webhooks?: Plugin<any>
  /** Anything else a family needs (read by its tests, typed there). */
  [extra: string]: unknown
}

export const defineImplementation = <T extends Implementation>(implementation: T): T => implementation

/** Requirement families, the implementation key each one depends on, and a label for reports. */
export const FAMILIES = {
  HOST: { plugin: null, label: 'Host harness', dir: 'conformance/host' },
  DS: { plugin: 'dualSession', label: 'Dual session', dir: 'conformance/dual-session' },
  QC: { plugin: 'jobs', label: 'Queue control', dir: 'conformance/queue-control' },
  FB: { plugin: 'formBuilder', label: 'Form builder', dir: 'conformance/form-builder' },
  WK: { plugin: 'adminWiki', label: 'Admin wiki', dir: 'conformance/admin-wiki' },
  WH: { plugin: 'webhooks', label: 'Webhooks', dir: 'conformance/webhooks' },
} as const satisfies Record<string, { dir: string; label: string; plugin: keyof Implementation | null }>

export type Family = keyof typeof FAMILIES

export const familyOf = (requirementId: string): Family | undefined => {
  const prefix = requirementId.split('-')[0]
  return prefix in FAMILIES ? (prefix as Family) : undefined
}

/** Expected failures as data: `conformance.expectations.json` next to the implementation. */
export interface Expectations {
  expectedFailures: Record<string, string>
}

/** The package root, from the source tree (conformance/) or from the build (dist/<entry>/). */
export const PACKAGE_ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(resolve(dir, 'CONFORMANCE.md'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('payload-plugin-suite: package root (CONFORMANCE.md) not found')
    dir = parent
  }
  return dir
})()
export const REFERENCE_IMPLEMENTATION = resolve(PACKAGE_ROOT, 'reference/index.ts')

/** Resolves `CONFORMANCE_IMPL` (a path, relative to the cwd, or a package name) to a file path. */
export const resolveImplementationPath = (spec = process.env.CONFORMANCE_IMPL): string => {
  if (!spec) return REFERENCE_IMPLEMENTATION
  if (spec.startsWith('.') || isAbsolute(spec)) return resolve(process.cwd(), spec)
  return createRequire(resolve(process.cwd(), 'package.json')).resolve(spec)
}

export const loadExpectations = (implementationPath: string): Expectations => {
  const file = resolve(dirname(implementationPath), 'conformance.expectations.json')
  if (!existsSync(file)) return { expectedFailures: {} }
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Expectations>
  return { expectedFailures: parsed.expectedFailures ?? {} }
}

export const loadImplementation = async (implementationPath = resolveImplementationPath()): Promise<Implementation> => {
  await preloadLexical()
  const mod = (await import(pathToFileURL(implementationPath).href)) as { default?: Implementation }
  const implementation = mod.default
  if (!implementation || typeof implementation !== 'object' || typeof implementation.name !== 'string') {
    throw new Error(
      `${implementationPath} must default-export defineImplementation({ name, ... }); got ${typeof implementation}`,
    )
  }
  return implementation
}

/** Access is re-exported for implementations that type their guards against Payload's own. */
export type { Access }
