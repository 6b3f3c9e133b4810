import type { Collection, PayloadRequest, TypedUser } from 'payload'

type StoredUser = TypedUser & Record<string, unknown>

import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload'
import { isolatedCookiePrefix } from './defaults'
import type { ResolvedCollection } from './types'

/**
 * Both cookies come from core's own writers: the isolated one only swaps the prefix, so it carries
 * exactly the attributes core gives the shared one (HttpOnly, Path=/, Expires, SameSite, Secure, Domain).
 */
const prefixFor = (req: PayloadRequest, collection: ResolvedCollection, isolated: boolean) =>
  isolated
    ? isolatedCookiePrefix(req.payload.config.cookiePrefix, collection.slug)
    : req.payload.config.cookiePrefix

export const sessionCookie = (
  req: PayloadRequest,
  collection: ResolvedCollection,
  authCollection: Collection,
  token: string,
  isolated: boolean,
) =>
  generatePayloadCookie({
    collectionAuthConfig: authCollection.config.auth,
    cookiePrefix: prefixFor(req, collection, isolated),
    token,
  }) as string

export const expiredSessionCookie = (
  req: PayloadRequest,
  collection: ResolvedCollection,
  authCollection: Collection,
  isolated: boolean,
) =>
  generateExpiredPayloadCookie({
    collectionAuthConfig: authCollection.config.auth,
    cookiePrefix: prefixFor(req, collection, isolated),
  }) as string

/**
 * Whether a user's session belongs in the isolated cookie. The predicate sees the stored document
 * (not the access-filtered response), so a role field hidden from its owner still decides.
 */
export const isIsolatedUser = async (
  req: PayloadRequest,
  collection: ResolvedCollection,
  user: { id: number | string } | null | undefined,
) => {
  if (!collection.isolate) return true
  // Stryker disable next-line all: the operations that call this answer with a user; the check is for the type
  if (!user) return false
  // No req: the operation's transaction is already committed; a plain read needs none.
  const stored = await req.payload.db.findOne<StoredUser>({
    collection: collection.slug,
    where: { id: { equals: user.id } },
  })
  return Boolean(await collection.isolate(stored ?? (user as StoredUser)))
}

/** The strategy that authenticated the request: the isolated cookie's, or anything else (core). */
export const cameFromIsolatedCookie = (req: PayloadRequest, collection: ResolvedCollection) =>
  req.user?._strategy === collection.strategyName
