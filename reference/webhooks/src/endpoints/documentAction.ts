import type { Endpoint, PayloadHandler } from 'payload'
import { UnauthorizedError } from 'payload'

/**
 * POST /api/<collection>/:id/<action>: an operator's action on one log row or subscription. Only a
 * signed-in user may call it, whatever the collection's own access says of reading the document.
 */
export const documentAction = (action: string, handler: PayloadHandler): Endpoint => ({
  path: `/:id/${action}`,
  method: 'post',
  handler: async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    return handler(req)
  },
})
