import type { Collection, Endpoint, PayloadRequest } from 'payload'
import { addDataAndFileToRequest, addLocalesToRequestFromData } from 'payload'
import type { ResolvedCollection } from '../types'

interface SessionAnswer {
  body: Record<string, unknown>
  /** Set-Cookie for the session cookie the endpoint wrote or expired. */
  cookie?: string
}

/**
 * One of core's auth endpoints, replaced on a listed collection. A POST body is parsed as core's
 * wrapInternalEndpoints does for its own endpoints; Payload's handleEndpoints adds the CORS headers
 * to the answer and turns what the operations throw into its error response.
 */
export const sessionEndpoint = (
  collection: ResolvedCollection,
  method: 'get' | 'post',
  path: string,
  answer: (req: PayloadRequest, authCollection: Collection) => Promise<SessionAnswer>,
): Endpoint => ({
  method,
  path,
  handler: async (req) => {
    // Stryker disable next-line ConditionalExpression: a GET has no body to read; reading it anyway changes nothing
    if (method === 'post') {
      await addDataAndFileToRequest(req)
      addLocalesToRequestFromData(req)
    }
    const { body, cookie } = await answer(req, req.payload.collections[collection.slug])
    return Response.json(body, cookie ? { headers: { 'Set-Cookie': cookie } } : undefined)
  },
})

/** A string field of the request body, or '' as core's handlers coerce it. */
export const stringField = (req: PayloadRequest, name: string) => {
  const value = (req.data as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : ''
}

/** The login credentials of the request body, as core's login and first-register handlers read them. */
export const credentials = (req: PayloadRequest, withUsername: boolean) => ({
  email: stringField(req, 'email'),
  password: stringField(req, 'password'),
  ...(withUsername ? { username: stringField(req, 'username') } : {}),
})
