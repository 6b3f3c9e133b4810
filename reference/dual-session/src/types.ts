import type { CollectionSlug, DataFromCollectionSlug } from 'payload'

/**
 * A collection listed with a predicate: only users for whom it returns true move to the isolated
 * cookie. One member per slug, so that in a project with generated types `user` is that
 * collection's document type (its own fields, not those of every auth collection).
 */
export type IsolatedCollection = {
  [Slug in CollectionSlug]: {
    slug: Slug
    /** Receives the stored user document (all fields, depth 0). */
    isolate: (user: DataFromCollectionSlug<Slug>) => boolean | Promise<boolean>
  }
}[CollectionSlug]

/** A plain slug moves every user of that collection to `<cookiePrefix>-<slug>-token`. */
export type DualSessionCollection = CollectionSlug | IsolatedCollection

export interface DualSessionProxySettings {
  /** HMAC key shared with the request proxy (`@payload-plugin-suite/dual-session/proxy`); at least 16 characters. Required. */
  secret: string
  /**
   * How long a stamp stays valid, in seconds. Guards against a leaked stamp being replayed.
   * @default 300
   */
  maxAgeSeconds?: number
}

export interface DualSessionOptions {
  /** The auth collections that get their own session cookie; at least one. Required. */
  collections: DualSessionCollection[]
  /**
   * Enables stamp-based attribution; without it, every request follows the fallback rule.
   * @default undefined (no proxy: the fallback rule)
   */
  proxy?: DualSessionProxySettings
  /**
   * Returns the config untouched.
   * @default false
   */
  disabled?: boolean
}

/**
 * Which sessions a request may use:
 * - admin: only the shared cookie (the admin panel's session);
 * - website: the isolated cookies first, the shared cookie when none of them holds a session;
 * - unattributed: the shared cookie first when it holds a valid session, the isolated cookies otherwise.
 */
export type SessionScope = 'admin' | 'website' | 'unattributed'

/** A listed collection after option parsing. */
export interface ResolvedCollection {
  slug: string
  cookieName: (cookiePrefix: string) => string
  strategyName: string
  isolate?: (user: Record<string, unknown>) => boolean | Promise<boolean>
}
