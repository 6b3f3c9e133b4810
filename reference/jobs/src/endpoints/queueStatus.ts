import type { Endpoint } from 'payload'
import { getQueueHealth } from '../health'
import { queueEndpoint, type ResolvedQueueControl } from './queueEndpoint'

export const queueStatusEndpoint = ({ access, now, queues }: ResolvedQueueControl): Endpoint =>
  queueEndpoint('/queue-status', access, (req) => getQueueHealth(req.payload, { now, queues }))
