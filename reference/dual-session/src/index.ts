import type { CollectionConfig, Config } from 'payload'
import { sessionEndpoints } from './endpoints'
import { resolveOptions } from './options'
import { isolatedCookieStrategy } from './strategy'
import type { DualSessionOptions, ResolvedCollection } from './types'

export { STAMP_HEADER } from './defaults'
export type {
  DualSessionCollection,
  DualSessionOptions,
  DualSessionProxySettings,
  IsolatedCollection,
  SessionScope,
} from './types'

const withDualSession = (
  collection: CollectionConfig,
  resolved: ResolvedCollection,
  options: DualSessionOptions,
): CollectionConfig => {
  // Stryker disable next-line ConditionalExpression: spreading `true` adds nothing, as spreading {} does
  const auth = typeof collection.auth === 'object' ? collection.auth : {}
  return {
    ...collection,
    auth: {
      ...auth,
      strategies: [isolatedCookieStrategy(resolved, options.proxy), ...(auth.strategies ?? [])],
    },
    // The host routes to the first match: ours go ahead of the built-ins core appends at sanitize.
    endpoints:
      collection.endpoints === false
        ? false
        : [...sessionEndpoints(resolved), ...(collection.endpoints ?? [])],
  }
}

/**
 * Gives each listed auth collection its own session cookie `<cookiePrefix>-<slug>-token`, so an
 * admin session and a website session coexist in one browser.
 */
export const dualSession =
  (options: DualSessionOptions) =>
  (config: Config): Config => {
    if (options?.disabled) return config
    const listed = resolveOptions(options, config)
    return {
      ...config,
      // Stryker disable next-line ArrayDeclaration: validate() has refused a config without collections
      collections: (config.collections ?? []).map((collection) => {
        const resolved = listed.get(collection.slug)
        return resolved ? withDualSession(collection, resolved, options) : collection
      }),
    }
  }

export default dualSession
