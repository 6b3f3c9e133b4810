import type { Endpoint } from 'payload'
import { resetPasswordOperation } from 'payload'
import { isNumber } from 'payload/shared'
import { isIsolatedUser, sessionCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { sessionEndpoint, stringField } from './sessionEndpoint'

export const resetPasswordEndpoint = (collection: ResolvedCollection): Endpoint =>
  sessionEndpoint(collection, 'post', '/reset-password', async (req, authCollection) => {
    const depth = req.searchParams.get('depth')
    const result = await resetPasswordOperation({
      collection: authCollection,
      data: { password: stringField(req, 'password'), token: stringField(req, 'token') },
      depth: isNumber(depth) ? Number(depth) : undefined,
      req,
    })
    const isolated = await isIsolatedUser(
      req,
      collection,
      result.user as { id: number | string } | undefined,
    )
    const cookie = result.token
      ? sessionCookie(req, collection, authCollection, result.token, isolated)
      : undefined
    if (authCollection.config.auth.removeTokenFromResponses) delete result.token
    return {
      body: { message: req.t('authentication:passwordResetSuccessfully'), ...result },
      cookie,
    }
  })
