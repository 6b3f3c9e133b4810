import type { IncomingHttpHeaders } from 'node:http'
import { Agent, type Dispatcher } from 'undici'
import { MAX_RETRY_AFTER_MS, RESPONSE_BODY_CHARS, USER_AGENT } from '../defaults'
import { BlockedAddressError, checkLiteralHost, guardedLookup } from './guard'

export interface AttemptResult {
  ok: boolean
  responseStatus: number | null
  responseBody: string | null
  error: string | null
  durationMs: number
  /** A 429 or 503 reply's Retry-After, in milliseconds from now (capped); undefined otherwise. */
  retryAfterMs?: number
  /** No retry can succeed: the guard refused the address, or the receiver answered 410 Gone. */
  final?: true
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
 * from the reply, then the socket is dropped. The whole attempt, connecting and body included, ends
 * at timeoutMs.
 *
 * Built on undici's dispatch handler API rather than request(): no body stream, abort signal or
 * promise per reply, which a drain of thousands of deliveries pays for each one (a third of the
 * POST path's cost, measured against the fixture receiver).
 */
export const postOnce = (options: PostOptions): Promise<AttemptResult> =>
  new Promise((resolve) => {
    const started = performance.now()
    let url: URL
    try {
      url = new URL(options.url)
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new Error(`Unsupported protocol ${url.protocol}`)
      if (!options.allowPrivateNetworks) checkLiteralHost(url.hostname)
    } catch (error) {
      return resolve(failure(error, null, started))
    }
    let controller: Dispatcher.DispatchController | undefined
    let settled = false
    // Kept for failures after the headers arrived (a reply that stalls mid-body still has a status).
    let responseStatus: number | null = null
    let responseHeaders: IncomingHttpHeaders = {}
    const chunks: Buffer[] = []
    let bytes = 0
    const settle = (result: AttemptResult) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const reply = () =>
      settle(
        replied(
          responseStatus!,
          responseHeaders,
          utf8.decode(Buffer.concat(chunks, bytes).subarray(0, options.maxResponseBytes)),
          started,
        ),
      )
    const timer = setTimeout(() => {
      settle(failure(new Error(`Timed out after ${options.timeoutMs} ms`), responseStatus, started))
      controller?.abort(new Error('webhook attempt timed out'))
    }, options.timeoutMs)
    try {
      agentFor(options.allowPrivateNetworks).dispatch(
        {
          origin: url.origin,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          body: options.body,
          headers: {
            'content-type': 'application/json',
            'user-agent': USER_AGENT,
            ...options.headers,
          },
        },
        {
          onRequestStart(requestController) {
            controller = requestController
            // Timed out while waiting for a connection.
            if (settled) requestController.abort(new Error('webhook attempt timed out'))
          },
          onResponseStart(_controller, statusCode, headers) {
            responseStatus = statusCode
            responseHeaders = headers
          },
          onResponseData(responseController, chunk) {
            chunks.push(chunk)
            bytes += chunk.length
            if (bytes <= options.maxResponseBytes) return
            // Enough read: the rest of the reply is dropped with its socket.
            reply()
            responseController.abort(new Error('webhook reply over the byte cap'))
          },
          onResponseEnd: reply,
          onResponseError(_controller, error) {
            settle(failure(error, responseStatus, started))
          },
        },
      )
    } catch (error) {
      // Rejected before it was sent (a closed agent, a header value undici refuses).
      settle(failure(error, null, started))
    }
  })

const elapsedSince = (started: number) => Math.round(performance.now() - started)

const failure = (
  error: unknown,
  responseStatus: number | null,
  started: number,
): AttemptResult => ({
  ok: false,
  responseStatus,
  responseBody: null,
  error: describeError(error),
  durationMs: elapsedSince(started),
  ...(blocked(error) && { final: true }),
})

/** The guard's refusal, thrown directly (an IP literal) or as the cause of undici's connect error. */
const blocked = (error: unknown) =>
  error instanceof BlockedAddressError ||
  (error instanceof Error && error.cause instanceof BlockedAddressError)

/** A reply read to its end (or to the byte cap). */
export const replied = (
  statusCode: number,
  headers: IncomingHttpHeaders,
  body: string,
  started: number,
): AttemptResult => {
  const ok = statusCode >= 200 && statusCode < 300
  const redirect = statusCode >= 300 && statusCode < 400
  return {
    ok,
    responseStatus: statusCode,
    responseBody: clip(body),
    error: ok
      ? null
      : redirect
        ? `Redirect not followed: HTTP ${statusCode}${headers.location ? ` to ${String(headers.location)}` : ''}`
        : `HTTP ${statusCode}`,
    durationMs: elapsedSince(started),
    ...(statusCode === 429 || statusCode === 503
      ? { retryAfterMs: parseRetryAfter(headers['retry-after']) }
      : {}),
    ...(statusCode === 410 && { final: true }),
  }
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3); anything else is ignored. */
export const parseRetryAfter = (
  header: string | string[] | undefined,
  now = Date.now(),
): number | undefined => {
  const value = (Array.isArray(header) ? header[0] : header)?.trim()
  // Stryker disable next-line ConditionalExpression,BlockStatement: a shortcut; an empty value parses as no date below
  if (!value) return undefined
  // Stryker disable next-line Regex: without the start anchor, text before the digits makes Number() NaN, which is ignored as well
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : undefined
}

/** Decodes a reply's bytes; a character cut at the byte cap becomes U+FFFD. */
const utf8 = new TextDecoder()

/** The stored part of a reply: its first RESPONSE_BODY_CHARS characters (code points). */
const clip = (text: string) =>
  text.length <= RESPONSE_BODY_CHARS
    ? text
    : Array.from(text).slice(0, RESPONSE_BODY_CHARS).join('')

/** An attempt's error as the log stores it: the wrapper's message, what happened on the wire, its code. */
export const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error)
  // undici wraps socket errors; the cause names what happened on the wire (reset, refused, blocked).
  const cause = error.cause instanceof Error ? error.cause : undefined
  const code =
    (cause as NodeJS.ErrnoException | undefined)?.code ?? (error as NodeJS.ErrnoException).code
  const message =
    cause && cause.message !== error.message ? `${error.message}: ${cause.message}` : error.message
  return code && !message.includes(code) ? `${message} (${code})` : message
}
