import type { Field } from 'payload'
import { LEASE_FIELDS } from '../defaults'

/** Lease and recovery bookkeeping on payload-jobs, written only by the worker, queue-run and the sweep. */
export const leaseFields = (): Field[] => [
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
