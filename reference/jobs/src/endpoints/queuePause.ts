import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { MAX_PAUSE_REASON_LENGTH, MAX_QUEUE_NAME_LENGTH } from '../defaults'
import { listed } from '../errors'
import { jobsT } from '../i18n'
import { createPauseStore } from '../pauseStore'
import { queueEndpoint, type ResolvedQueueControl } from './queueEndpoint'

const reject = (message: string) => new APIError(message, 400)

/** The JSON object body, with only the `known` keys; anything else is a 400 before anything is written. */
export const readBody = async (
  req: PayloadRequest,
  known: string[],
): Promise<Record<string, unknown>> => {
  let body: unknown
  try {
    // Stryker disable next-line OptionalChaining: an endpoint's request always has json()
    body = await req.json?.()
  } catch {
    throw reject('The body must be a JSON object.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw reject('The body must be a JSON object.')
  const unknown = Object.keys(body).filter((key) => !known.includes(key))
  if (unknown.length)
    throw reject(`Unknown field(s) ${listed(unknown)}. Known: ${known.join(', ')}.`)
  return body as Record<string, unknown>
}

export const readQueue = (value: unknown): string | undefined => {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !value.length || value.length > MAX_QUEUE_NAME_LENGTH) {
    throw reject(`queue must be a queue name of 1 to ${MAX_QUEUE_NAME_LENGTH} characters.`)
  }
  return value
}

/** Who the pause is recorded for: the signed-in user's email or username, else its collection and id. */
const actorOf = (req: PayloadRequest): string => {
  const user = req.user as
    | ({ email?: string; username?: string; id: number | string; collection: string } & object)
    | null
  if (!user) return 'API (no user)'
  return user.email || user.username || `${user.collection} ${user.id}`
}

/**
 * POST /queue-pause `{ queue?, reason?, resumeAt? }`: pauses one queue, or every queue (global layer)
 * without `queue`, recording who, when and why; `resumeAt` (a future ISO date) ends it by itself.
 */
export const queuePauseEndpoint = ({ access, now }: ResolvedQueueControl): Endpoint =>
  queueEndpoint({ path: '/queue-pause', access, method: 'post' }, async (req) => {
    const body = await readBody(req, ['queue', 'reason', 'resumeAt'])
    const queue = readQueue(body.queue)
    if (
      body.reason !== undefined &&
      body.reason !== null &&
      (typeof body.reason !== 'string' || body.reason.length > MAX_PAUSE_REASON_LENGTH)
    ) {
      throw reject(`reason must be text of at most ${MAX_PAUSE_REASON_LENGTH} characters.`)
    }
    const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : null
    let resumeAt: Date | null = null
    if (body.resumeAt !== undefined && body.resumeAt !== null && body.resumeAt !== '') {
      resumeAt = typeof body.resumeAt === 'string' ? new Date(body.resumeAt) : new Date(Number.NaN)
      if (Number.isNaN(resumeAt.getTime())) throw reject('resumeAt must be an ISO 8601 date-time.')
      if (resumeAt.getTime() <= now().getTime()) throw reject('resumeAt must be in the future.')
    }
    const store = createPauseStore(req.payload)
    await store.pause(queue, { by: actorOf(req), reason, resumeAt })
    const t = jobsT(req.t)
    return {
      message: queue ? t('queuePaused', { queue }) : t('allQueuesPaused'),
      pause: await store.state(),
    }
  })

/** POST /queue-resume `{ queue }` clears that queue's layer, `{ global: true }` the global one, `{ all: true }` both layers. */
export const queueResumeEndpoint = ({ access }: ResolvedQueueControl): Endpoint =>
  queueEndpoint({ path: '/queue-resume', access, method: 'post' }, async (req) => {
    const body = await readBody(req, ['queue', 'global', 'all'])
    const queue = readQueue(body.queue)
    const given = [queue !== undefined, body.global === true, body.all === true].filter(
      Boolean,
    ).length
    for (const flag of ['global', 'all'] as const) {
      if (body[flag] !== undefined && typeof body[flag] !== 'boolean')
        throw reject(`${flag} must be true or false.`)
    }
    if (given !== 1) throw reject('Give exactly one of queue, global: true or all: true.')
    const store = createPauseStore(req.payload)
    await store.resume(queue ?? (body.all === true ? { all: true } : { global: true }))
    const t = jobsT(req.t)
    const message = queue
      ? t('queueResumed', { queue })
      : body.all === true
        ? t('everyPauseCleared')
        : t('globalPauseCleared')
    return { message, pause: await store.state() }
  })
