/**
 * The attribution stamp: `<scope>.<issuedAtSeconds>.<signature>`, signature = base64url
 * HMAC-SHA256 over `dual-session:v1:<scope>:<issuedAt>`. Web Crypto only, so the proxy runs on
 * Node and edge runtimes alike and never imports payload.
 */
export type StampScope = 'admin' | 'website'

const STAMP_SCOPES: readonly StampScope[] = ['admin', 'website']
const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

const hmacKey = (secret: string) => {
  let key = keys.get(secret)
  // Stryker disable next-line ConditionalExpression: a cache; without it each stamp imports its key again, with the same result
  if (!key) {
    // Stryker disable next-line BooleanLiteral: `extractable`, which matters only to a caller that exports the key; none does
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { hash: 'SHA-256', name: 'HMAC' },
      false,
      ['sign', 'verify'],
    )
    // Stryker disable next-line all: the cache's write; without it each stamp imports its key again, with the same result
    keys.set(secret, key)
  }
  return key
}

const signedText = (scope: StampScope, issuedAt: number) =>
  encoder.encode(`dual-session:v1:${scope}:${issuedAt}`)

// btoa/atob rather than Buffer: edge runtimes have no Buffer.
const toBase64Url = (bytes: ArrayBuffer) =>
  // Stryker disable next-line Regex: an HMAC-SHA256 is 32 bytes, so its base64 ends in exactly one '='
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** base64url only: standard base64 (`+`, `/`, `=` padding, whitespace) is refused, not decoded. */
const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | undefined => {
  // No base64 text has a length of 4n + 1 (atob throws on it).
  if (!/^[\w-]+$/.test(text) || text.length % 4 === 1) return undefined
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

export const signStamp = async (
  scope: StampScope,
  secret: string,
  nowMs = Date.now(),
): Promise<string> => {
  const issuedAt = Math.floor(nowMs / 1000)
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    signedText(scope, issuedAt),
  )
  return `${scope}.${issuedAt}.${toBase64Url(signature)}`
}

/**
 * The stamp's scope when its signature is valid and it is fresh; undefined otherwise. Only the
 * signature is proof: the checks before it refuse what no proxy writes without spending an HMAC.
 */
export const verifyStamp = async (
  stamp: string | null,
  secret: string,
  maxAgeSeconds: number,
  nowMs = Date.now(),
): Promise<StampScope | undefined> => {
  // Stryker disable next-line StringLiteral: any text without a known scope is refused, the empty one included
  const [scope, issuedAtText, signature, ...extra] = (stamp ?? '').split('.')
  if (
    extra.length > 0 ||
    !STAMP_SCOPES.includes(scope as StampScope) ||
    !/^\d{1,12}$/.test(issuedAtText)
  )
    return undefined
  const issuedAt = Number(issuedAtText)
  if (Math.abs(nowMs / 1000 - issuedAt) > maxAgeSeconds) return undefined
  // Stryker disable next-line StringLiteral: a missing signature fails verification whatever stands in for it
  const signatureBytes = fromBase64Url(signature ?? '')
  if (!signatureBytes) return undefined
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signatureBytes,
    signedText(scope as StampScope, issuedAt),
  )
  return valid ? (scope as StampScope) : undefined
}
