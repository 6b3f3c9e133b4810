import type { Config, Payload, PayloadRequest } from 'payload'

/**
 * The kit's contract: what an implementation exports, the requirement families, expectations.
 * Types and constants only, so fixtures and implementations can import it without the runner.
 */

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
    stampRequest: (
      request: Request,
      options: { secret: string; adminRoute?: string; now?: () => number },
    ) => Promise<Headers>
    dualSessionProxy?: (options: {
      secret: string
      adminRoute?: string
      now?: () => number
    }) => (request: Request) => Promise<Response>
  }
  /** B. queue control */
  jobs?: Plugin<any>
  createPauseStore?: (payload: Payload) => any
  getQueueHealth?: (payload: Payload, options?: any) => Promise<any>
  createWorker?: (options: any) => any
  loggedInAccess?: JobAccess
  cronSecretAccess?: (options?: { envVar?: string }) => JobAccess
  /** One orphan-sweep pass (QC reliability tests). */
  sweepOrphans?: (
    payload: Payload,
    options?: { now?: () => Date },
  ) => Promise<{ recovered: Array<number | string> }>
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
  /**
   * The browser families' site pages import the reference's package entries (e.g.
   * `@payload-plugin-suite/form-builder/client` for `<Form>`). Map each to the module of yours that
   * takes its place in the admin app's build: an absolute path, or one relative to the
   * implementation module. Entries left out resolve as installed.
   */
  siteModules?: Record<string, string>
  /**
   * Optional parts this implementation leaves out (`{ video: false }`): their requirements (tagged in
   * CONFORMANCE.md) are reported "not implemented" instead of failing. A part tied to an export
   * (FEATURES) is also left out when that export is missing.
   */
  features?: Partial<Record<FeatureTag, false>>
  /** Anything else a family needs (read by its tests, typed there). */
  [extra: string]: unknown
}

export const defineImplementation = <T extends Implementation>(implementation: T): T =>
  implementation

/** The config.custom key the jobs plugin announces itself under (QC-29); the webhooks plugin's 'auto' mode reads it. */
export const JOBS_PLUGIN_MARKER = 'payload-plugin-suite/jobs'

/** Requirement families, the implementation key each one depends on, and a label for reports. */
export const FAMILIES = {
  HOST: { plugin: null, label: 'Host harness', dir: 'conformance/host' },
  DS: { plugin: 'dualSession', label: 'Dual session', dir: 'conformance/dual-session' },
  QC: { plugin: 'jobs', label: 'Queue control', dir: 'conformance/queue-control' },
  FB: { plugin: 'formBuilder', label: 'Form builder', dir: 'conformance/form-builder' },
  WK: { plugin: 'adminWiki', label: 'Admin wiki', dir: 'conformance/admin-wiki' },
  WH: { plugin: 'webhooks', label: 'Webhooks', dir: 'conformance/webhooks' },
} as const satisfies Record<
  string,
  { dir: string; label: string; plugin: keyof Implementation | null }
>

export type Family = keyof typeof FAMILIES

/**
 * Optional parts of the spec: a requirement row in CONFORMANCE.md whose statement opens with
 * `*(optional: <tag>)*` belongs to that part. `export` names the implementation key whose absence
 * means the part is left out (otherwise only `features: { <tag>: false }` says so).
 */
export const FEATURES = {
  proxy: { label: "dualSession's request proxy", export: 'dualSessionProxy' },
  reliability: {
    label: 'the jobs reliability layer (leases, heartbeats, orphan sweeps)',
    export: 'sweepOrphans',
  },
  video: { label: 'video in the wiki (uploads and embeds)', export: null },
  browser: { label: 'the admin and site UI, tested in Chromium', export: null },
} as const satisfies Record<string, { label: string; export: keyof Implementation | null }>

export type FeatureTag = keyof typeof FEATURES

/** Expected failures as data: `conformance.expectations.json` next to the implementation. */
export interface Expectations {
  expectedFailures: Record<string, string>
}

/** Access is re-exported for implementations that type their guards against Payload's own. */
export type { Access } from 'payload'
