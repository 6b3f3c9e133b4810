import type { Endpoint } from 'payload'
import {
  extractJWT,
  meOperation,
  parseCookies,
  sanitizeJoinParams,
  sanitizePopulateParam,
  sanitizeSelectParam,
} from 'payload'
import { isNumber } from 'payload/shared'
import { cameFromIsolatedCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { sessionEndpoint } from './sessionEndpoint'

/**
 * Answers with the session the request was attributed to (req.user); replaced only so that `token`
 * and `exp` describe the isolated cookie's token when that is the session in use.
 */
export const meEndpoint = (collection: ResolvedCollection): Endpoint =>
  sessionEndpoint(collection, 'get', '/me', async (req, authCollection) => {
    const currentToken = cameFromIsolatedCookie(req, collection)
      ? parseCookies(req.headers).get(collection.cookieName(req.payload.config.cookiePrefix))
      : extractJWT(req)
    // Parsed from the same URL as req.searchParams, so it needs no fallback to them.
    const query = req.query as Record<string, any>
    const depth = query.depth
    const result = await meOperation({
      collection: authCollection,
      currentToken: currentToken ?? undefined,
      depth: isNumber(depth) ? Number(depth) : undefined,
      draft: query.draft === 'true',
      joins: sanitizeJoinParams(query.joins),
      populate: sanitizePopulateParam(query.populate),
      req,
      select: sanitizeSelectParam(query.select),
    })
    // Stryker disable next-line ConditionalExpression: meOperation leaves the token out itself in the Payload versions tested; core's me endpoint deletes it again too
    if (authCollection.config.auth.removeTokenFromResponses) delete result.token
    return { body: { ...result, message: req.t('authentication:account') } }
  })
