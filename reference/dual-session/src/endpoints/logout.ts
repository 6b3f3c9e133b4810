import type { Endpoint } from 'payload'
import { APIError, logoutOperation } from 'payload'
import { cameFromIsolatedCookie, expiredSessionCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { sessionEndpoint } from './sessionEndpoint'

/** Clears the cookie the signed-out session came from, and no other. */
export const logoutEndpoint = (collection: ResolvedCollection): Endpoint =>
  sessionEndpoint(collection, 'post', '/logout', async (req, authCollection) => {
    const isolated = cameFromIsolatedCookie(req, collection)
    const loggedOut = await logoutOperation({
      allSessions: req.searchParams.get('allSessions') === 'true',
      collection: authCollection,
      req,
    })
    // Stryker disable next-line all: logoutOperation returns true or throws; kept as core's logout endpoint keeps it
    if (!loggedOut) throw new APIError(req.t('error:logoutFailed'), 400)
    return {
      body: { message: req.t('authentication:logoutSuccessful') },
      cookie: expiredSessionCookie(req, collection, authCollection, isolated),
    }
  })
