import type { Endpoint } from 'payload'
import type { JobAccess } from '../types'
import { readMarker } from '../marker'
import { sweepOrphans } from '../reliability'
import { denyUnless } from './guard'

export const queueSweepEndpoint = (access: JobAccess): Endpoint => ({
  method: 'get',
  path: '/queue-sweep',
  handler: async (req) => {
    const denied = await denyUnless(access, req)
    if (denied) return denied
    if (!readMarker(req.payload.config)?.reliability) {
      return Response.json(
        { message: 'queue-sweep needs the reliability option: jobs({ queueControl: true, reliability: true }).' },
        { status: 409 },
      )
    }
    const { recovered } = await sweepOrphans(req.payload)
    return Response.json({ message: `Recovered ${recovered.length} job(s).`, recovered }, { headers: { 'cache-control': 'no-store' } })
  },
})
