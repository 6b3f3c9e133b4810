/**
 * The isolate predicate is asked on login only: reset-password and first-register put every user
 * of a predicate-listed collection in its isolated cookie, staff included.
 * @fails DS-07 DS-08
 */

import type { CollectionConfig, PayloadRequest } from 'payload'
import { selfCheck } from '../support/selfCheck'
import {
  type DualSessionOptions,
  editEndpointCookies,
  isolatedCookieName,
  patchedDualSession,
  sharedCookieName,
} from './support'

const alwaysIsolated =
  (collection: CollectionConfig) => (raw: string, name: string, req: PayloadRequest) =>
    name === sharedCookieName(req)
      ? `${isolatedCookieName(req, collection.slug)}${raw.slice(name.length)}`
      : raw

const hasPredicate = (options: DualSessionOptions, slug: string) =>
  options.collections.some((entry) => typeof entry === 'object' && entry.slug === slug)

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection, options) =>
      hasPredicate(options, collection.slug)
        ? editEndpointCookies(
            editEndpointCookies(collection, '/reset-password', alwaysIsolated(collection)),
            '/first-register',
            alwaysIsolated(collection),
          )
        : collection,
  }),
})
