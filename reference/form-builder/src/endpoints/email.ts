import type { Endpoint } from 'payload'
import type { ResolvedFormBuilder } from '../types'
import { resolverListEndpoint } from './resolverList'

/**
 * GET /api/forms/departments → { departments: [{ id, name }] }: what email.departments offers for
 * this request (empty without the resolver). emailTeam's department picker reads it; signed-in users only.
 */
export const buildDepartmentListEndpoint = ({ options }: ResolvedFormBuilder): Endpoint =>
  resolverListEndpoint('/departments', 'departments', async (req) =>
    (options.email?.departments ? await options.email.departments({ req }) : []).map(
      ({ id, name }) => ({ id, name }),
    ),
  )

/**
 * GET /api/forms/sender-addresses → { senders: [{ address, name }] }: what email.fromAddresses offers
 * for this request (empty without the resolver). The email actions' sender picker reads it; signed-in users only.
 */
export const buildSenderListEndpoint = ({ options }: ResolvedFormBuilder): Endpoint =>
  resolverListEndpoint('/sender-addresses', 'senders', async (req) =>
    (options.email?.fromAddresses ? await options.email.fromAddresses({ req }) : []).map(
      ({ address, name }) => ({ address, name }),
    ),
  )
