import type { LookupAddress, LookupAllOptions, LookupOneOptions } from 'node:dns'
import { lookup as dnsLookup } from 'node:dns'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Only globally routable unicast addresses are allowed by default. ipaddr.js names every other
 * range (loopback, private, linkLocal incl. 169.254.169.254, uniqueLocal incl. fd00:ec2::254,
 * carrierGradeNat incl. 100.100.100.200, unspecified, multicast, reserved, …); IPv4-mapped IPv6 is
 * unwrapped first so ::ffff:127.0.0.1 counts as loopback.
 */
export const blockedRange = (address: string): string | undefined => {
  if (!ipaddr.isValid(address)) return 'invalid'
  const range = ipaddr.process(address).range()
  return range === 'unicast' ? undefined : range
}

export class BlockedAddressError extends Error {
  readonly code = 'ERR_WEBHOOK_BLOCKED_ADDRESS'
  constructor(host: string, address: string, range: string) {
    super(
      `Blocked: ${host} resolves to ${address} (${range}); webhooks to loopback, private, link-local and metadata addresses are refused unless allowPrivateNetworks is set`,
    )
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * A `lookup` for net/tls.connect that refuses blocked addresses. It runs at connect time on the
 * address actually dialled, so a DNS answer that changes between a check and the connection
 * (DNS rebinding) cannot slip through.
 */
export const guardedLookup = (
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: LookupCallback,
): void => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    for (const { address } of addresses) {
      const range = blockedRange(address)
      if (range) return callback(new BlockedAddressError(hostname, address, range), [])
    }
    if (options.all) return callback(null, addresses)
    const [first] = addresses
    callback(null, first.address, first.family)
  })
}

/** net.connect skips lookup for IP literals, so those are checked before dialling. */
export const checkLiteralHost = (hostname: string): void => {
  // Stryker disable next-line Regex: a URL's hostname holds brackets only around an IPv6 literal, so the anchors change nothing
  const bare = hostname.replace(/^\[|\]$/g, '')
  if (!isIP(bare)) return
  const range = blockedRange(bare)
  if (range) throw new BlockedAddressError(hostname, bare, range)
}
