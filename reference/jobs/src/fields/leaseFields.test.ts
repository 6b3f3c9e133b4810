import type { Field } from 'payload'
import { describe, expect, test } from 'vitest'
import { leaseFields } from './leaseFields'

/** Payload's `t` where the plugin's strings are not registered: the built-in English answers. */
const bare = ((key: string) => key) as never
const text = (label: unknown) => (label as (args: { t: unknown }) => string)({ t: bare })

/**
 * What the admin shows of the lease and recovery bookkeeping on payload-jobs: read-only, in the
 * sidebar, labelled in the admin's language; the columns the sweep and the status counts filter on
 * are indexed.
 */
describe('jobs lease fields (reference unit)', () => {
  const byName = (fields: Field[]) =>
    Object.fromEntries(fields.map((field) => [(field as { name: string }).name, field as any]))

  test('Payload 3 (a processing flag): the plugin’s own lease beside the recovery fields', () => {
    const fields = byName(leaseFields('flag'))
    expect(Object.keys(fields)).toEqual([
      'leasedBy',
      'leaseExpiresAt',
      'recoveredCount',
      'recoveredAt',
    ])
    expect(fields.leasedBy).toMatchObject({ type: 'text', index: true })
    expect(fields.leaseExpiresAt).toMatchObject({
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    })
    expect(fields.recoveredCount).toMatchObject({ type: 'number', defaultValue: 0, index: true })
    expect(fields.recoveredAt).toMatchObject({
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    })
    for (const field of Object.values(fields))
      expect(field.admin).toMatchObject({ position: 'sidebar', readOnly: true })
    expect(Object.values(fields).map((field) => text(field.label))).toEqual([
      'Leased By',
      'Lease Expires At',
      'Recovered Count',
      'Recovered At',
    ])
    expect(text(fields.leasedBy.admin.description)).toBe(
      'Worker (or queue-run call) that holds or last held this job.',
    )
    expect(text(fields.leaseExpiresAt.admin.description)).toMatch(/\w/)
  })

  test('Payload 4 (core’s processing lease): only the recovery fields', () => {
    expect(leaseFields('lease').map((field) => (field as { name: string }).name)).toEqual([
      'recoveredCount',
      'recoveredAt',
    ])
  })
})
