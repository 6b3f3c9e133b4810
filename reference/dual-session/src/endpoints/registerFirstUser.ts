import type { Endpoint } from 'payload'
import { registerFirstUserOperation } from 'payload'
import { isIsolatedUser, sessionCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { respond, stringField, withRequestData } from './shared'

export const registerFirstUserEndpoint = (collection: ResolvedCollection): Endpoint => ({
  method: 'post',
  path: '/first-register',
  handler: withRequestData(async (req) => {
    const authCollection = req.payload.collections[collection.slug]
    const credentials = authCollection.config.auth?.loginWithUsername
      ? { email: stringField(req, 'email'), password: stringField(req, 'password'), username: stringField(req, 'username') }
      : { email: stringField(req, 'email'), password: stringField(req, 'password') }
    const result = await registerFirstUserOperation({
      collection: authCollection,
      data: { ...(req.data as Record<string, unknown>), ...credentials } as Parameters<typeof registerFirstUserOperation>[0]['data'],
      req,
    })
    const isolated = await isIsolatedUser(req, collection, result.user)
    const cookie = result.token ? sessionCookie(req, collection, authCollection, result.token, isolated) : undefined
    return respond(
      req,
      { exp: result.exp, message: req.t('authentication:successfullyRegisteredFirstUser'), token: result.token, user: result.user },
      cookie,
    )
  }),
})
