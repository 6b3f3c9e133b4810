import type { Field } from 'payload'
import { LEASE_FIELDS } from '../defaults'
import { jobsLabel } from '../i18n'
import type { ProcessingShape } from '../store/processing'

/** This plugin's lease, on Payload 3's jobs (Payload 4 has its own: processingUntil, processingToken). */
const ownLeaseFields: Field[] = [
  {
    name: LEASE_FIELDS.leasedBy,
    type: 'text',
    index: true,
    label: jobsLabel('leasedByLabel'),
    admin: { description: jobsLabel('leasedByDescription'), position: 'sidebar', readOnly: true },
  },
  {
    name: LEASE_FIELDS.leaseExpiresAt,
    type: 'date',
    index: true,
    label: jobsLabel('leaseExpiresAtLabel'),
    admin: {
      date: { pickerAppearance: 'dayAndTime' },
      description: jobsLabel('leaseExpiresAtDescription'),
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
    label: jobsLabel('recoveredCountLabel'),
    admin: {
      description: jobsLabel('recoveredCountDescription'),
      position: 'sidebar',
      readOnly: true,
    },
  },
  {
    name: LEASE_FIELDS.recoveredAt,
    type: 'date',
    label: jobsLabel('recoveredAtLabel'),
    admin: { date: { pickerAppearance: 'dayAndTime' }, position: 'sidebar', readOnly: true },
  },
]
