import type { Field } from 'payload'
import { LEASE_FIELDS } from '../defaults'
import type { ProcessingShape } from '../store/processing'

/** This plugin's lease, on Payload 3's jobs (Payload 4 has its own: processingUntil, processingToken). */
const ownLeaseFields: Field[] = [
  {
    name: LEASE_FIELDS.leasedBy,
    type: 'text',
    index: true,
    admin: { description: 'Worker (or queue-run call) that holds or last held this job.', position: 'sidebar', readOnly: true },
  },
  {
    name: LEASE_FIELDS.leaseExpiresAt,
    type: 'date',
    index: true,
    admin: {
      date: { pickerAppearance: 'dayAndTime' },
      description: 'Without a heartbeat before this time, the orphan sweep makes the job runnable again.',
      position: 'sidebar',
      readOnly: true,
    },
  },
]

/**
 * Lease and recovery bookkeeping on payload-jobs, written only by the worker, queue-run and the sweep.
 * With Payload 4's processing lease (processingUntil, processingToken) the lease is core's, and only
 * the recovery fields are added.
 */
export const leaseFields = (shape: ProcessingShape): Field[] => [
  ...(shape === 'lease' ? [] : ownLeaseFields),
  {
    name: LEASE_FIELDS.recoveredCount,
    type: 'number',
    defaultValue: 0,
    index: true,
    admin: { description: 'Times the orphan sweep recovered this job after its worker died.', position: 'sidebar', readOnly: true },
  },
  {
    name: LEASE_FIELDS.recoveredAt,
    type: 'date',
    admin: { date: { pickerAppearance: 'dayAndTime' }, position: 'sidebar', readOnly: true },
  },
]
