import type { Endpoint } from 'payload'
import { resetPasswordOperation } from 'payload'
import { isIsolatedUser, sessionCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { depthParam, respond, stringField, withRequestData } from './shared'

export const resetPasswordEndpoint = (collection: ResolvedCollection): Endpoint => ({
  method: 'post',
  path: '/reset-password',
  handler: withRequestData(async (req) => {
    const authCollection = req.payload.collections[collection.slug]
    const result = await resetPasswordOperation({
      collection: authCollection,
      data: { password: stringField(req, 'password'), token: stringField(req, 'token') },
      depth: depthParam(req.searchParams.get('depth')),
      req,
    })
    const isolated = await isIsolatedUser(req, collection, result.user as { id: number | string } | undefined)
    const cookie = result.token ? sessionCookie(req, collection, authCollection, result.token, isolated) : undefined
    if (authCollection.config.auth.removeTokenFromResponses) delete result.token
    return respond(req, { message: req.t('authentication:passwordResetSuccessfully'), ...result }, cookie)
  }),
})
