import type { Endpoint, PayloadHandler, PayloadRequest, Where } from 'payload'
import { executeAccess, UnauthorizedError } from 'payload'

/**
 * A GET endpoint that answers one logged-in reader. Nothing it answers may be cached by a browser
 * or a proxy, a refusal included: Payload adds `req.responseHeaders` to the handler's response and
 * to the error response of anything thrown.
 */
export const readerEndpoint = (path: string, handler: PayloadHandler): Endpoint => ({
  method: 'get',
  path,
  handler: async (req) => {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('cache-control', 'no-store')
    // The admin UI is the only caller: even a project that opens read access to the public gets 401.
    if (!req.user) throw new UnauthorizedError(req.t)
    return handler(req)
  },
})

/** One access predicate of the running pages collection, for this request: true, false or a query. */
export const accessOf = async (
  req: PayloadRequest,
  slug: string,
  operation: 'create' | 'read' | 'update',
): Promise<boolean | Where> => {
  const collectionConfig = req.payload.collections[slug].config
  const result = await executeAccess(
    { collectionConfig, disableErrors: true, req },
    collectionConfig.access[operation],
  )
  return typeof result === 'object' && result !== null ? result : Boolean(result)
}
