import { timingSafeEqual } from 'node:crypto'
import type { CronSecretAccessOptions, JobAccess } from './types'

/** Admits any authenticated user (the queue endpoints' default guard). */
export const loggedInAccess: JobAccess = ({ req }) => Boolean(req.user)

// Stryker disable next-line Regex: a header value has no line breaks, so the end anchor changes nothing (the fetch API refuses them)
const BEARER = /^Bearer\s+(.+)$/i

/**
 * Admits `Authorization: Bearer <value of process.env[envVar]>` (compared in constant time) or a
 * logged-in user. The variable is read on every request, so rotating it needs no restart; unset or
 * empty, no bearer is admitted at all.
 */
export const cronSecretAccess =
  ({ envVar = 'CRON_SECRET' }: CronSecretAccessOptions = {}): JobAccess =>
  ({ req }) => {
    if (req.user) return true
    const secret = process.env[envVar]
    if (!secret) return false
    // Stryker disable next-line StringLiteral: with no header there is no bearer, whatever the fallback text
    const presented = BEARER.exec(req.headers.get('authorization') ?? '')?.[1]
    if (!presented) return false
    const expected = Buffer.from(secret)
    const actual = Buffer.from(presented)
    // timingSafeEqual needs equal lengths; comparing against itself keeps the time independent of the guess.
    return actual.length === expected.length
      ? timingSafeEqual(actual, expected)
      : !timingSafeEqual(expected, expected)
  }
