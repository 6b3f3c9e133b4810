import type { Endpoint } from 'payload'
import { refreshOperation } from 'payload'
import { cameFromIsolatedCookie, isIsolatedUser, sessionCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { sessionEndpoint } from './sessionEndpoint'

/**
 * Renews the cookie the session came from. A session that arrived another way (a header, or a
 * shared cookie from before the plugin) lands where a fresh login would put it.
 */
export const refreshEndpoint = (collection: ResolvedCollection): Endpoint =>
  sessionEndpoint(collection, 'post', '/refresh-token', async (req, authCollection) => {
    const fromIsolated = cameFromIsolatedCookie(req, collection)
    const result = await refreshOperation({ collection: authCollection, req })
    let cookie: string | undefined
    if (result.setCookie && result.refreshedToken) {
      const isolated = fromIsolated || (await isIsolatedUser(req, collection, result.user))
      cookie = sessionCookie(req, collection, authCollection, result.refreshedToken, isolated)
      if (authCollection.config.auth.removeTokenFromResponses)
        delete (result as { refreshedToken?: string }).refreshedToken
    }
    return { body: { message: req.t('authentication:tokenRefreshSuccessful'), ...result }, cookie }
  })
