import type { Config } from 'payload'
import { isolatedCookieName, STRATEGY_PREFIX } from './defaults'
import { invalidOption } from './errors'
import type { DualSessionCollection, DualSessionOptions, ResolvedCollection } from './types'

const resolveCollection = (entry: DualSessionCollection): ResolvedCollection => {
  const slug = typeof entry === 'string' ? entry : entry.slug
  return {
    slug,
    cookieName: (cookiePrefix) => isolatedCookieName(cookiePrefix, slug),
    strategyName: `${STRATEGY_PREFIX}${slug}`,
    // Typed per slug for the project; called with that slug's stored document (cookies.ts).
    // Stryker disable next-line ConditionalExpression,StringLiteral: a string has no isolate property, so either branch gives undefined for it
    isolate:
      typeof entry === 'string' ? undefined : (entry.isolate as ResolvedCollection['isolate']),
  }
}

/** Payload falls back to the first auth collection when admin.user is unset; so do we. */
const adminUserSlug = (config: Config) =>
  config.admin?.user ?? config.collections?.find((collection) => collection.auth)?.slug

const validate = (options: DualSessionOptions | undefined, config: Config) => {
  const entries = options?.collections
  const proxy = options?.proxy
  if (proxy && (typeof proxy.secret !== 'string' || proxy.secret.length < 16)) {
    throw invalidOption(
      'proxy.secret',
      'must be a string of at least 16 characters (share it with the request proxy).',
    )
  }
  if (proxy?.maxAgeSeconds !== undefined && !(proxy.maxAgeSeconds > 0)) {
    throw invalidOption(
      'proxy.maxAgeSeconds',
      `must be a positive number of seconds (got ${proxy.maxAgeSeconds}).`,
    )
  }
  if (!Array.isArray(entries) || entries.length === 0)
    throw invalidOption('collections', 'must list at least one auth collection slug.')
  const adminUser = adminUserSlug(config)
  const seen = new Set<string>()
  entries.forEach((entry, index) => {
    const path = `collections[${index}]`
    const slug = typeof entry === 'string' ? entry : entry?.slug
    if (typeof slug !== 'string' || !slug)
      throw invalidOption(path, 'must be a slug or { slug, isolate }.')
    if (typeof entry === 'object' && typeof entry.isolate !== 'function') {
      throw invalidOption(
        `${path}.isolate`,
        `must be a predicate function: { slug: '${slug}', isolate: (user) => boolean }.`,
      )
    }
    if (seen.has(slug)) throw invalidOption(path, `lists "${slug}" a second time.`)
    seen.add(slug)
    const collection = config.collections?.find((candidate) => candidate.slug === slug)
    if (!collection)
      throw invalidOption(path, `names "${slug}", which is not a collection in the config.`)
    if (!collection.auth)
      throw invalidOption(path, `names "${slug}", which is not an auth collection (auth is off).`)
    // Stryker disable next-line ConditionalExpression: `auth: true` has no disableLocalStrategy either
    if (typeof collection.auth === 'object' && collection.auth.disableLocalStrategy) {
      throw invalidOption(
        path,
        `names "${slug}", which disables the local strategy; it has no session cookie to isolate.`,
      )
    }
    if (slug === adminUser && typeof entry === 'string') {
      throw invalidOption(
        path,
        `names "${slug}", the admin user collection (admin.user), which owns the shared cookie; ` +
          `list it with an isolate predicate, e.g. { slug: '${slug}', isolate: (user) => !user.roles?.includes('admin') }, ` +
          'so the admin panel keeps its session.',
      )
    }
  })
}

/**
 * The options checked against the config (a wrong one refuses the build, naming it), and each listed
 * collection's cookie, strategy and isolate predicate by slug; resolved once per config.
 */
export const resolveOptions = (
  options: DualSessionOptions,
  config: Config,
): Map<string, ResolvedCollection> => {
  validate(options, config)
  return new Map(
    options.collections.map(resolveCollection).map((resolved) => [resolved.slug, resolved]),
  )
}
