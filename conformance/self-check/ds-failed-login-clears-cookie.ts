/**
 * A refused login signs the previous session out: the error answer (wrong or missing credentials,
 * bad body) carries an expired cookie of the collection.
 * @fails DS-10
 */
import { APIError } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { expiredCookie, isolatedCookieName, patchedDualSession, wrapEndpoint } from './ds-support'

export default defineImplementation({
  ...reference,
  name: 'self-check: ds-failed-login-clears-cookie',
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapEndpoint(collection, 'post', '/login', (handler) => async (req) => {
        try {
          return await handler(req)
        } catch (error) {
          const status = error instanceof APIError ? error.status : 500
          return Response.json(
            { errors: [{ message: (error as Error).message }] },
            { headers: { 'Set-Cookie': expiredCookie(req, collection.slug, isolatedCookieName(req, collection.slug)) }, status },
          )
        }
      }),
  }),
})
