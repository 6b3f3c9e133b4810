import { APIError, type Endpoint } from 'payload'
import { sweepOrphans } from '../reliability'
import { queueEndpoint, type ResolvedQueueControl } from './queueEndpoint'

export const queueSweepEndpoint = ({ access, now, reliability }: ResolvedQueueControl): Endpoint =>
  queueEndpoint({ path: '/queue-sweep', access, changesJobs: true }, async (req) => {
    if (!reliability)
      throw new APIError(
        'queue-sweep needs the reliability option: jobs({ queueControl: true, reliability: true }).',
        409,
      )
    const { recovered } = await sweepOrphans(req.payload, { now })
    return { message: `Recovered ${recovered.length} job(s).`, recovered }
  })
