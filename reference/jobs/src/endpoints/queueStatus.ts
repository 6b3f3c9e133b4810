import type { Endpoint } from 'payload'
import type { JobAccess } from '../types'
import { getQueueHealth } from '../health'
import { denyUnless } from './guard'

export const queueStatusEndpoint = (access: JobAccess): Endpoint => ({
  method: 'get',
  path: '/queue-status',
  handler: async (req) => {
    const denied = await denyUnless(access, req)
    if (denied) return denied
    return Response.json(await getQueueHealth(req.payload), { headers: { 'cache-control': 'no-store' } })
  },
})
