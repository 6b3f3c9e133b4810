import type { PayloadRequest } from 'payload'
import { describe, expect, test } from 'vitest'
import type { ResolvedWebhooks } from '../types'
import { subscriptionIdParam } from './subscriptionId'

const resolved = { slugs: { subscriptions: 'webhook-subscriptions' } } as ResolvedWebhooks

/** The route's id as the subscription endpoints read it, on a database keyed by `defaultIDType`. */
const idOf = (
  id: string | undefined,
  defaultIDType: string,
  customIDType?: string,
  adapterIdType?: string,
) =>
  subscriptionIdParam(
    {
      routeParams: id === undefined ? undefined : { id },
      payload: {
        collections: { 'webhook-subscriptions': { customIDType } },
        db: { defaultIDType, idType: adapterIdType },
      },
    } as unknown as PayloadRequest,
    resolved,
  )

/** Which route ids can name a subscription, so that no other reaches the database as a cast error. */
describe('webhooks subscription id param (reference unit)', () => {
  test('number keys: 1 to 16 digits without a leading zero', () => {
    for (const id of ['1', '42', '9'.repeat(16)]) expect(idOf(id, 'number'), id).toBe(id)
    for (const id of ['0', '01', '9'.repeat(17), '1a', 'a', '-1', '', undefined])
      expect(idOf(id, 'number'), String(id)).toBeNull()
  })

  test('text keys (UUIDs, ObjectIds, custom): 1 to 64 letters, digits, _ or -; the collection’s own id type first', () => {
    for (const id of ['3f2c9a1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f', 'a_b-C', 'x'.repeat(64), '0'])
      expect(idOf(id, 'text'), id).toBe(id)
    for (const id of ['x'.repeat(65), '', 'a b', 'a/b', 'a.b', undefined])
      expect(idOf(id, 'text'), String(id)).toBeNull()
    expect(idOf('abc', 'number', 'text')).toBe('abc')
    expect(idOf('abc', 'text', 'number')).toBeNull()
  })

  test('a UUID-keyed database (idType uuid or uuidv7): only a UUID, unless the collection has its own id type', () => {
    const uuid = '3F2C9A1E-7B4D-4E8A-9C2F-1A2B3C4D5E6F'
    for (const adapterIdType of ['uuid', 'uuidv7']) {
      expect(idOf(uuid, 'text', undefined, adapterIdType)).toBe(uuid)
      for (const id of ['abc', `${uuid}0`, uuid.slice(1), '0'])
        expect(idOf(id, 'text', undefined, adapterIdType), id).toBeNull()
    }
    expect(idOf('abc', 'text', 'text', 'uuid')).toBe('abc')
    expect(idOf('abc', 'text', undefined, 'serial')).toBe('abc')
  })
})
