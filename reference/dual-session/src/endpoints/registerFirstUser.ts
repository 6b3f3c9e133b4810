import type { Endpoint } from 'payload'
import { registerFirstUserOperation } from 'payload'
import { isIsolatedUser, sessionCookie } from '../cookies'
import type { ResolvedCollection } from '../types'
import { credentials, sessionEndpoint } from './sessionEndpoint'

export const registerFirstUserEndpoint = (collection: ResolvedCollection): Endpoint =>
  sessionEndpoint(collection, 'post', '/first-register', async (req, authCollection) => {
    const result = await registerFirstUserOperation({
      collection: authCollection,
      data: {
        ...(req.data as Record<string, unknown>),
        ...credentials(req, Boolean(authCollection.config.auth?.loginWithUsername)),
      } as Parameters<typeof registerFirstUserOperation>[0]['data'],
      req,
    })
    const isolated = await isIsolatedUser(req, collection, result.user)
    const cookie = result.token
      ? sessionCookie(req, collection, authCollection, result.token, isolated)
      : undefined
    return {
      body: {
        exp: result.exp,
        message: req.t('authentication:successfullyRegisteredFirstUser'),
        token: result.token,
        user: result.user,
      },
      cookie,
    }
  })
