import { EventEmitter } from 'node:events'
import { Agent, request } from 'undici'
import { MAX_RETRY_AFTER_MS, RESPONSE_BODY_CHARS, USER_AGENT } from '../defaults'
import { checkLiteralHost, guardedLookup } from './guard'

export interface AttemptResult {
  ok: boolean
  responseStatus: number | null
  responseBody: string | null
  error: string | null
  durationMs: number
  /** A 429 or 503 reply's Retry-After, in milliseconds from now (capped); undefined otherwise. */
  retryAfterMs?: number
}

export interface PostOptions {
  url: string
  body: string
  headers: Record<string, string>
  timeoutMs: number
  maxResponseBytes: number
  allowPrivateNetworks: boolean
}

// One pooled agent per policy, shared by every delivery of the process.
const agents = new Map<boolean, Agent>()
const agentFor = (allowPrivateNetworks: boolean): Agent => {
  let agent = agents.get(allowPrivateNetworks)
  if (!agent) {
    agent = new Agent(allowPrivateNetworks ? {} : { connect: { lookup: guardedLookup } })
    agents.set(allowPrivateNetworks, agent)
  }
  return agent
}

/**
 * One POST. Success is a 2xx; redirects are not followed (a 3xx is a failure, since following one
 * could reach an address the guard never saw as the target). At most maxResponseBytes are read
 * from the reply, then the socket is dropped. The whole attempt, body included, aborts at timeoutMs.
 */
export const postOnce = async (options: PostOptions): Promise<AttemptResult> => {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  // undici takes an EventEmitter as the abort signal: an AbortSignal (an EventTarget) costs tens of
  // microseconds to make and listen to, paid by every delivery of a drain. The timer is cleared when
  // the attempt ends (AbortSignal.timeout's cannot be, and would fire timeoutMs later per delivery).
  const deadline = new EventEmitter()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    deadline.emit('abort')
  }, options.timeoutMs)
  // Kept for failures after the headers arrived (a reply that stalls mid-body still has a status).
  let responseStatus: number | null = null
  try {
    const url = new URL(options.url)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Unsupported protocol ${url.protocol}`)
    if (!options.allowPrivateNetworks) checkLiteralHost(url.hostname)
    const response = await request(url, {
      method: 'POST',
      body: options.body,
      headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, ...options.headers },
      dispatcher: agentFor(options.allowPrivateNetworks),
      signal: deadline,
    })
    responseStatus = response.statusCode
    // A declared length within the cap is read whole (undici holds the reply to its Content-Length);
    // otherwise the bytes are counted as they arrive.
    const declared = Number(response.headers['content-length'] ?? Number.NaN)
    const responseBody = clip(declared <= options.maxResponseBytes ? await response.body.text() : await readBounded(response.body, options.maxResponseBytes))
    const ok = response.statusCode >= 200 && response.statusCode < 300
    const redirect = response.statusCode >= 300 && response.statusCode < 400
    return {
      ok,
      responseStatus: response.statusCode,
      responseBody,
      error: ok
        ? null
        : redirect
          ? `Redirect not followed: HTTP ${response.statusCode}${response.headers.location ? ` to ${String(response.headers.location)}` : ''}`
          : `HTTP ${response.statusCode}`,
      durationMs: elapsed(),
      ...(response.statusCode === 429 || response.statusCode === 503 ? { retryAfterMs: parseRetryAfter(response.headers['retry-after']) } : {}),
    }
  } catch (error) {
    return {
      ok: false,
      responseStatus,
      responseBody: null,
      error: timedOut ? `Timed out after ${options.timeoutMs} ms` : describe(error),
      durationMs: elapsed(),
    }
  } finally {
    clearTimeout(timer)
  }
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3); anything else is ignored. */
export const parseRetryAfter = (header: string | string[] | undefined, now = Date.now()): number | undefined => {
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  if (!value) return undefined
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : undefined
}

/** Decodes a reply's bytes; a character cut at the byte cap becomes U+FFFD. */
const utf8 = new TextDecoder()

const readBounded = async (body: AsyncIterable<Buffer> & { destroy(): void }, maxBytes: number): Promise<string> => {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of body) {
    chunks.push(chunk)
    total += chunk.length
    if (total >= maxBytes) break
  }
  // Leaving the loop early does not always release the socket; destroy drops the rest of the reply.
  body.destroy()
  return utf8.decode(Buffer.concat(chunks).subarray(0, maxBytes))
}

/** The stored part of a reply: its first RESPONSE_BODY_CHARS characters (code points). */
const clip = (text: string) => (text.length <= RESPONSE_BODY_CHARS ? text : Array.from(text).slice(0, RESPONSE_BODY_CHARS).join(''))

const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error)
  // undici wraps socket errors; the cause names what happened on the wire (reset, refused, blocked).
  const cause = error.cause instanceof Error ? error.cause : undefined
  const code = (cause as NodeJS.ErrnoException | undefined)?.code ?? (error as NodeJS.ErrnoException).code
  const message = cause && cause.message !== error.message ? `${error.message}: ${cause.message}` : error.message
  return code && !message.includes(code) ? `${message} (${code})` : message
}
