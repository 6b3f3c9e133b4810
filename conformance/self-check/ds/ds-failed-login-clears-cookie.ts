/**
 * A refused login signs the previous session out: the error answer (wrong or missing credentials,
 * bad body) carries an expired cookie of the collection.
 * @fails DS-10
 */
import { APIError } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { expiredCookie, isolatedCookieName, patchedDualSession, wrapEndpoint } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    collection: (collection) =>
      wrapEndpoint(collection, 'post', '/login', (handler) => async (req) => {
        try {
          return await handler(req)
        } catch (error) {
          const status = error instanceof APIError ? error.status : 500
          return Response.json(
            { errors: [{ message: (error as Error).message }] },
            {
              headers: {
                'Set-Cookie': expiredCookie(
                  req,
                  collection.slug,
                  isolatedCookieName(req, collection.slug),
                ),
              },
              status,
            },
          )
        }
      }),
  }),
})
