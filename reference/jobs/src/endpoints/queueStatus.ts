import type { Endpoint } from 'payload'
import { getSharedQueueHealth } from '../health'
import { queueEndpoint, type ResolvedQueueControl } from './queueEndpoint'

export const queueStatusEndpoint = ({ access, now, queues }: ResolvedQueueControl): Endpoint =>
  queueEndpoint({ path: '/queue-status', access }, (req) =>
    getSharedQueueHealth(req.payload, { now, queues }),
  )
