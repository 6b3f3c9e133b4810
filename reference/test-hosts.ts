/**
 * The family host fixtures the reference's unit tests boot, with the implementation under test (the
 * reference, unless the kit's loader is pointed elsewhere).
 */
import { loadImplementation } from '../conformance/kit/loader'
import type { QcHostOptions } from '../fixtures'
import { type BootHostOptions, bootHost } from '../fixtures/host'

export const implementation = await loadImplementation()

const fixture = (path: string) => new URL(`../conformance/${path}`, import.meta.url).pathname

type More<Options> = Omit<BootHostOptions<Options>, 'fixture' | 'implementation' | 'options'>

/** The queue-control host (conformance/queue-control/qc-host.ts). */
export const bootQcHost = (options: QcHostOptions = {}, more: More<QcHostOptions> = {}) =>
  bootHost<QcHostOptions>({
    fixture: fixture('queue-control/qc-host.ts'),
    implementation,
    options,
    ...more,
  })

/** The form-builder host (conformance/form-builder/fb-forms.ts); `options` are its FbFixtureOptions. */
export const bootFbHost = (options: Record<string, unknown> = {}) =>
  bootHost({ fixture: fixture('form-builder/fb-forms.ts'), implementation, options })

/** The webhooks host (conformance/webhooks/wh-host.ts); `options` are its WebhooksFixtureOptions. */
export const bootWhHost = (options: Record<string, unknown> = {}) =>
  bootHost({ fixture: fixture('webhooks/wh-host.ts'), implementation, options })
