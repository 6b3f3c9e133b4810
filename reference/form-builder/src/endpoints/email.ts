import { UnauthorizedError, type Endpoint } from 'payload'
import type { ResolvedFormBuilder } from '../types'
import { NO_STORE } from '../defaults'

/**
 * GET /api/forms/departments → { departments: [{ id, name }] }: what email.departments offers for
 * this request (empty without the resolver). emailTeam's department picker reads it; signed-in users only.
 */
export const buildDepartmentListEndpoint = ({ options }: ResolvedFormBuilder): Endpoint => ({
  path: '/departments',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    const departments = options.email?.departments ? await options.email.departments({ req }) : []
    return Response.json({ departments: departments.map(({ id, name }) => ({ id, name })) }, { headers: NO_STORE })
  },
})

/**
 * GET /api/forms/sender-addresses → { senders: [{ address, name }] }: what email.fromAddresses offers
 * for this request (empty without the resolver). The email actions' sender picker reads it; signed-in users only.
 */
export const buildSenderListEndpoint = ({ options }: ResolvedFormBuilder): Endpoint => ({
  path: '/sender-addresses',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new UnauthorizedError(req.t)
    const senders = options.email?.fromAddresses ? await options.email.fromAddresses({ req }) : []
    return Response.json({ senders: senders.map(({ address, name }) => ({ address, name })) }, { headers: NO_STORE })
  },
})
