import type { Endpoint } from 'payload'
import { loginOperation } from 'payload'
import { isIsolatedUser, sessionCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { depthParam, respond, stringField, withRequestData } from './shared'

export const loginEndpoint = (collection: ResolvedCollection): Endpoint => ({
  method: 'post',
  path: '/login',
  handler: withRequestData(async (req) => {
    const authCollection = req.payload.collections[collection.slug]
    const withUsername = authCollection.config.auth?.loginWithUsername !== false
    const result = await loginOperation({
      collection: authCollection,
      data: (withUsername
        ? { email: stringField(req, 'email'), password: stringField(req, 'password'), username: stringField(req, 'username') }
        : { email: stringField(req, 'email'), password: stringField(req, 'password') }) as Parameters<typeof loginOperation>[0]['data'],
      depth: depthParam(req.searchParams.get('depth')),
      req,
    })
    const isolated = await isIsolatedUser(req, collection, result.user)
    const cookie = result.token ? sessionCookie(req, collection, authCollection, result.token, isolated) : undefined
    if (authCollection.config.auth.removeTokenFromResponses) delete result.token
    return respond(req, { message: req.t('authentication:passed'), ...result }, cookie)
  }),
})
