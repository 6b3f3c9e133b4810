import { createHmac } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { type StampScope, signStamp, verifyStamp } from './stamp'

const SECRET = 'a-proxy-secret-of-32-characters!'
const ISSUED_MS = 1_700_000_000_000
const MAX_AGE = 300

/** The stamp's signature computed apart from the module: HMAC-SHA256 in base64url without padding. */
const expectedSignature = (scope: string, issuedAt: number | string) =>
  createHmac('sha256', SECRET).update(`dual-session:v1:${scope}:${issuedAt}`).digest('base64url')

const signed = (scope: StampScope = 'admin', nowMs = ISSUED_MS) => signStamp(scope, SECRET, nowMs)
const verify = (stamp: string | null, nowMs = ISSUED_MS) =>
  verifyStamp(stamp, SECRET, MAX_AGE, nowMs)

describe('dual-session attribution stamp (reference unit)', () => {
  test('signs <scope>.<issuedAtSeconds>.<base64url HMAC-SHA256 over dual-session:v1:<scope>:<issuedAt>>', async () => {
    expect(await signed('admin')).toBe(
      `admin.1700000000.${expectedSignature('admin', 1_700_000_000)}`,
    )
    expect(await signed('website', ISSUED_MS + 999)).toBe(
      `website.1700000000.${expectedSignature('website', 1_700_000_000)}`,
    )
    // Enough stamps that a signature holds both characters base64url replaces.
    const signatures = await Promise.all(
      Array.from({ length: 64 }, (_, second) => signed('admin', ISSUED_MS + second * 1000)),
    )
    expect(signatures.join('')).toMatch(/-/)
    expect(signatures.join('')).toMatch(/_/)
    for (const [second, stamp] of signatures.entries()) {
      expect(stamp).toMatch(/^admin\.\d+\.[\w-]{43}$/)
      expect(await verify(stamp, ISSUED_MS + second * 1000), stamp).toBe('admin')
    }
  })

  test('verifies each scope it signs, within maxAge either side of now, the boundary included', async () => {
    expect(await verify(await signed('admin'))).toBe('admin')
    expect(await verify(await signed('website'))).toBe('website')
    expect(await verify(await signed(), ISSUED_MS + MAX_AGE * 1000)).toBe('admin')
    expect(await verify(await signed(), ISSUED_MS - MAX_AGE * 1000)).toBe('admin')
    expect(await verify(await signed(), ISSUED_MS + MAX_AGE * 1000 + 1)).toBeUndefined()
    expect(await verify(await signed(), ISSUED_MS - MAX_AGE * 1000 - 1)).toBeUndefined()
  })

  test('refuses a missing stamp, another secret, a tampered scope, time or signature', async () => {
    const stamp = await signed('admin')
    const [, issuedAt, signature] = stamp.split('.')
    expect(await verify(null)).toBeUndefined()
    expect(await verify('')).toBeUndefined()
    expect(
      await verifyStamp(stamp, 'another-secret-of-32-characters!', MAX_AGE, ISSUED_MS),
    ).toBeUndefined()
    expect(await verify(`website.${issuedAt}.${signature}`)).toBeUndefined()
    expect(await verify(`admin.${Number(issuedAt) - 1}.${signature}`)).toBeUndefined()
    expect(await verify(`admin.${issuedAt}.${signature.slice(1)}A`)).toBeUndefined()
    expect(await verify(`admin.${issuedAt}`)).toBeUndefined()
    expect(await verify(`admin.${issuedAt}.`)).toBeUndefined()
  })

  test('refuses a validly signed stamp written in any other form than the one the proxy writes', async () => {
    const stamp = await signed('admin')
    const [, issuedAt, signature] = stamp.split('.')
    expect(await verify(`${stamp}.extra`)).toBeUndefined()
    // The signature in standard base64, with padding or with whitespace atob would skip.
    const standard = Buffer.from(signature, 'base64url').toString('base64')
    expect(await verify(`admin.${issuedAt}.${standard}`)).toBeUndefined()
    expect(await verify(`admin.${issuedAt}.${signature}=`)).toBeUndefined()
    expect(await verify(`admin.${issuedAt}. ${signature}`)).toBeUndefined()
    // A length no base64 text has is refused, not thrown on.
    expect(await verify(`admin.${issuedAt}.${signature}AA`)).toBeUndefined()
    // The time as Number() would also read it: hex, exponent, signed, padded, and past 12 digits.
    const at16 = await signed('admin', 16_000)
    const sig16 = at16.split('.')[2]
    expect(await verify(at16, 16_000)).toBe('admin')
    for (const respelled of ['0x10', '16e0', '+16', ' 16', '16 ', '016.0']) {
      expect(await verify(`admin.${respelled}.${sig16}`, 16_000), respelled).toBeUndefined()
    }
    const far = 10 ** 12 * 1000
    expect(await verify(await signed('admin', far), far)).toBeUndefined()
    // A scope no proxy writes, signed with the right secret.
    const other = await signStamp('other' as StampScope, SECRET, ISSUED_MS)
    expect(await verify(other)).toBeUndefined()
  })
})
