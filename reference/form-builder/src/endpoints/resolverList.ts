import { type Endpoint, type PayloadRequest, UnauthorizedError } from 'payload'
import { NO_STORE } from '../defaults'

/** A GET listing what a request-scoped resolver offers, as `{ [key]: items }`: signed-in users only, never cached. */
export const resolverListEndpoint = (
  path: string,
  key: string,
  list: (req: PayloadRequest) => Promise<object[]>,
): Endpoint => ({
  path,
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    return Response.json({ [key]: await list(req) }, { headers: NO_STORE })
  },
})
