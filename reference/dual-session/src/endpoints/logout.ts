import type { Endpoint } from 'payload'
import { logoutOperation } from 'payload'
import { cameFromIsolatedCookie, expiredSessionCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { respond, withRequestData } from './shared'

/** Clears the cookie the signed-out session came from, and no other. */
export const logoutEndpoint = (collection: ResolvedCollection): Endpoint => ({
  method: 'post',
  path: '/logout',
  handler: withRequestData(async (req) => {
    const authCollection = req.payload.collections[collection.slug]
    const isolated = cameFromIsolatedCookie(req, collection)
    const result = await logoutOperation({
      allSessions: req.searchParams.get('allSessions') === 'true',
      collection: authCollection,
      req,
    })
    if (!result) return respond(req, { message: req.t('error:logoutFailed') }, undefined, 400)
    return respond(
      req,
      { message: req.t('authentication:logoutSuccessful') },
      expiredSessionCookie(req, collection, authCollection, isolated),
    )
  }),
})
