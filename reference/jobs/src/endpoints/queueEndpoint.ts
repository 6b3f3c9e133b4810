import { type Endpoint, Forbidden, type PayloadRequest, UnauthorizedError } from 'payload'
import { forgetSharedCounts } from '../health'
import type { JobAccess, ResolvedReliability } from '../types'

/** Queue control as jobs() resolved it; each endpoint is built with it, so none reads options back from the config. */
export interface ResolvedQueueControl {
  access: JobAccess
  queues: string[]
  reliability: ResolvedReliability | false
  now: () => Date
}

const NO_STORE = { 'cache-control': 'no-store' }

/** Where a queue-control endpoint listens and who may call it. */
export interface QueueEndpointRoute {
  path: string
  access: JobAccess
  /** @default 'get' */
  method?: 'get' | 'post'
  /**
   * Whether a call changes jobs or pauses, so the counts queue-status shares are dropped.
   * @default true for a POST
   */
  changesJobs?: boolean
}

/**
 * An endpoint of queue control: the guard runs first (a denial is 401 without a user, 403 with
 * one), then `respond`, whose result is the JSON body. Errors thrown on the way go to Payload's error
 * handling, which answers them as every Payload endpoint does (`{ errors: [{ message }] }`).
 * An endpoint that `changesJobs` drops the counts queue-status shares once the guard admitted the
 * caller, whatever the outcome, so their next report shows the change.
 */
export const queueEndpoint = (
  { path, access, method = 'get', changesJobs = method === 'post' }: QueueEndpointRoute,
  respond: (req: PayloadRequest) => Promise<object>,
): Endpoint => ({
  method,
  path,
  handler: async (req) => {
    if (!(await access({ req })))
      throw req.user ? new Forbidden(req.t) : new UnauthorizedError(req.t)
    try {
      return Response.json(await respond(req), { headers: NO_STORE })
    } finally {
      if (changesJobs) forgetSharedCounts(req.payload)
    }
  },
})
