import type { LookupAddress } from 'node:dns'
import { describe, expect, test } from 'vitest'
import { BlockedAddressError, blockedRange, checkLiteralHost, guardedLookup } from './guard'

/** What guardedLookup hands net.connect for `hostname`: the error, or the address(es) it dials. */
const looked = (hostname: string, all: boolean) =>
  new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>(
    (resolve) =>
      guardedLookup(hostname, all ? { all: true } : {}, (error, address, family) =>
        resolve({ error, address, family }),
      ),
  )

/** The SSRF guard's own ranges and words, beyond WH's loopback receiver refused and allowed. */
describe('webhooks address guard (reference unit)', () => {
  test('only globally routable unicast passes: each other range named, IPv4-mapped IPv6 unwrapped, anything else invalid', () => {
    expect(blockedRange('93.184.216.34')).toBeUndefined()
    expect(blockedRange('2606:2800:220:1::')).toBeUndefined()
    expect(blockedRange('127.0.0.1')).toBe('loopback')
    expect(blockedRange('::ffff:127.0.0.1')).toBe('loopback')
    expect(blockedRange('10.1.2.3')).toBe('private')
    expect(blockedRange('169.254.169.254')).toBe('linkLocal')
    expect(blockedRange('fd00:ec2::254')).toBe('uniqueLocal')
    expect(blockedRange('100.100.100.200')).toBe('carrierGradeNat')
    expect(blockedRange('0.0.0.0')).toBe('unspecified')
    expect(blockedRange('example.test')).toBe('invalid')
  })

  test('an IP literal host is checked before dialling (brackets and all); a name is left to the lookup', () => {
    expect(() => checkLiteralHost('93.184.216.34')).not.toThrow()
    expect(() => checkLiteralHost('example.test')).not.toThrow()
    let refused: unknown
    try {
      checkLiteralHost('[::1]')
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(BlockedAddressError)
    expect(refused).toMatchObject({
      code: 'ERR_WEBHOOK_BLOCKED_ADDRESS',
      message:
        'Blocked: [::1] resolves to ::1 (loopback); webhooks to loopback, private, link-local and metadata addresses are refused unless allowPrivateNetworks is set',
    })
    expect(() => checkLiteralHost('[2606:2800:220:1::]')).not.toThrow()
  })

  test('at connect time: a name resolving to a blocked address is refused naming it; an allowed one is dialled, as one address or all', async () => {
    const blocked = await looked('localhost', false)
    expect(blocked.error).toBeInstanceOf(BlockedAddressError)
    expect(blocked.error?.message).toMatch(
      /^Blocked: localhost resolves to (127\.0\.0\.1|::1) \(loopback\)/,
    )
    expect(blocked.address).toEqual([])
    expect(await looked('93.184.216.34', false)).toEqual({
      error: null,
      address: '93.184.216.34',
      family: 4,
    })
    expect(await looked('93.184.216.34', true)).toEqual({
      error: null,
      address: [{ address: '93.184.216.34', family: 4 }],
      family: undefined,
    })
  })
})
