/**
 * The isolate predicate is asked on login only: reset-password and first-register put every user
 * of a predicate-listed collection in its isolated cookie, staff included.
 * @fails DS-07 DS-08
 */

import type { CollectionConfig, PayloadHandler } from 'payload'
import { selfCheck } from '../support/selfCheck'
import {
  type DualSessionOptions,
  editSetCookies,
  isolatedCookieName,
  patchedDualSession,
  sharedCookieName,
  wrapEndpoint,
} from './support'

const alwaysIsolated =
  (collection: CollectionConfig) =>
  (handler: PayloadHandler): PayloadHandler =>
  async (req) =>
    editSetCookies(await handler(req), (raw, name) =>
      name === sharedCookieName(req)
        ? `${isolatedCookieName(req, collection.slug)}${raw.slice(name.length)}`
        : raw,
    )

const hasPredicate = (options: DualSessionOptions, slug: string) =>
  options.collections.some((entry) => typeof entry === 'object' && entry.slug === slug)

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection, options) =>
      hasPredicate(options, collection.slug)
        ? wrapEndpoint(
            wrapEndpoint(collection, 'post', '/reset-password', alwaysIsolated(collection)),
            'post',
            '/first-register',
            alwaysIsolated(collection),
          )
        : collection,
  }),
})
