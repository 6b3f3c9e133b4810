import type { Field, Payload } from 'payload'
import { describe, expect, test } from 'vitest'
import {
  coreLeaseMs,
  inHandWhere,
  notInHandWhere,
  pickUpData,
  processingShapeOfFields,
  putDownData,
} from './processing'

const NOW = new Date('2030-01-01T00:00:00.000Z')
const field = (name: string): Field => ({ name, type: 'text' })

/** Both majors' ways of marking a job in hand, read from the fields and written as conditions and data. */
describe('payload-jobs processing shapes (reference unit)', () => {
  test('Payload 4’s lease when any field is processingUntil, else Payload 3’s flag', () => {
    expect(processingShapeOfFields([])).toBe('flag')
    expect(processingShapeOfFields([field('processing'), field('queue')])).toBe('flag')
    expect(
      processingShapeOfFields([
        { type: 'row', fields: [] },
        field('processing'),
        field('processingUntil'),
      ]),
    ).toBe('lease')
  })

  test('core’s lease length: the config’s, else Payload 4’s default of 20 minutes', () => {
    const lease = (jobs: object) => coreLeaseMs({ config: { jobs } } as unknown as Payload)
    expect(lease({})).toBe(20 * 60 * 1000)
    expect(lease({ processingLease: {} })).toBe(20 * 60 * 1000)
    expect(lease({ processingLease: { duration: 5_000 } })).toBe(5_000)
  })

  test('in hand and not in hand, as conditions', () => {
    const now = NOW.toISOString()
    expect(inHandWhere('flag', now)).toEqual({ processing: { equals: true } })
    expect(inHandWhere('lease', now)).toEqual({ processingUntil: { greater_than: now } })
    expect(notInHandWhere('flag', now)).toEqual({ processing: { not_equals: true } })
    expect(notInHandWhere('lease', now)).toEqual({
      or: [{ processingUntil: { exists: false } }, { processingUntil: { less_than_equal: now } }],
    })
  })

  test('putting a job down and picking it up, as data', () => {
    expect(putDownData('flag')).toEqual({ processing: false })
    expect(putDownData('lease')).toEqual({ processingToken: null, processingUntil: null })
    const lease = { owner: 'worker-1', expiresAt: new Date(NOW.getTime() + 60_000) }
    expect(pickUpData('flag', 1_000, NOW)).toEqual({ processing: true })
    expect(pickUpData('flag', 1_000, NOW, lease)).toEqual({
      processing: true,
      leasedBy: 'worker-1',
      leaseExpiresAt: lease.expiresAt.toISOString(),
    })
    expect(pickUpData('lease', 1_000, NOW, lease)).toEqual({
      processingToken: 'worker-1',
      processingUntil: lease.expiresAt.toISOString(),
    })
    const ownLease = pickUpData('lease', 1_000, NOW)
    expect(ownLease.processingUntil).toBe(new Date(NOW.getTime() + 1_000).toISOString())
    expect(ownLease.processingToken).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/)
    expect(pickUpData('lease', 1_000, NOW).processingToken).not.toBe(ownLease.processingToken)
  })
})
