import type { Endpoint } from 'payload'
import { loginOperation } from 'payload'
import { isNumber } from 'payload/shared'
import { isIsolatedUser, sessionCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { credentials, sessionEndpoint } from './sessionEndpoint'

export const loginEndpoint = (collection: ResolvedCollection): Endpoint =>
  sessionEndpoint(collection, 'post', '/login', async (req, authCollection) => {
    const depth = req.searchParams.get('depth')
    const result = await loginOperation({
      collection: authCollection,
      data: credentials(req, authCollection.config.auth?.loginWithUsername !== false) as Parameters<
        typeof loginOperation
      >[0]['data'],
      depth: isNumber(depth) ? Number(depth) : undefined,
      req,
    })
    const isolated = await isIsolatedUser(req, collection, result.user)
    const cookie = result.token
      ? sessionCookie(req, collection, authCollection, result.token, isolated)
      : undefined
    if (authCollection.config.auth.removeTokenFromResponses) delete result.token
    return { body: { message: req.t('authentication:passed'), ...result }, cookie }
  })
