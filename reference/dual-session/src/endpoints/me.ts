import type { Endpoint } from 'payload'
import {
  extractJWT,
  meOperation,
  parseCookies,
  sanitizeJoinParams,
  sanitizePopulateParam,
  sanitizeSelectParam,
} from 'payload'
import { cameFromIsolatedCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { depthParam, respond } from './shared'

/**
 * Answers with the session the request was attributed to (req.user); replaced only so that `token`
 * and `exp` describe the isolated cookie's token when that is the session in use.
 */
export const meEndpoint = (collection: ResolvedCollection): Endpoint => ({
  method: 'get',
  path: '/me',
  handler: async (req) => {
    const authCollection = req.payload.collections[collection.slug]
    const currentToken = cameFromIsolatedCookie(req, collection)
      ? parseCookies(req.headers).get(collection.cookieName(req.payload.config.cookiePrefix))
      : extractJWT(req)
    const query = req.query as Record<string, any>
    const result = await meOperation({
      collection: authCollection,
      currentToken: currentToken ?? undefined,
      depth: depthParam(query.depth ?? req.searchParams.get('depth')),
      draft: (query.draft ?? req.searchParams.get('draft')) === 'true',
      joins: sanitizeJoinParams(query.joins),
      populate: sanitizePopulateParam(query.populate),
      req,
      select: sanitizeSelectParam(query.select),
    })
    if (authCollection.config.auth.removeTokenFromResponses) delete result.token
    return respond(req, { ...result, message: req.t('authentication:account') })
  },
})
