import type { Endpoint, PayloadRequest, Where } from 'payload'
import { APIError } from 'payload'
import { MAX_REPLAY } from '../defaults'
import { findSubscription, startDeliveries } from '../delivery/dispatch'
import { listed, notFound, quoted } from '../errors'
import { webhooksT } from '../i18n'
import type { DeliveryDoc, ResolvedWebhooks, WebhookBody } from '../types'
import { documentAction } from './documentAction'
import { subscriptionIdParam } from './subscriptionId'

const KNOWN = new Set(['since', 'until', 'event', 'dryRun'])

interface ReplayQuery {
  since: Date
  until?: Date
  event?: string
  dryRun: boolean
}

const reject = (message: string) => new APIError(message, 400)

/** Longest date-time string read: an ISO 8601 date-time with an offset and nanoseconds is 35 characters. */
const DATE_MAX = 40

const parseDate = (value: unknown, name: string): Date => {
  const date =
    typeof value === 'string' && value && value.length <= DATE_MAX ? new Date(value) : undefined
  // The value is not quoted back: it may be anything up to the body's size.
  if (!date || Number.isNaN(date.getTime()))
    throw reject(`${name} must be an ISO 8601 date-time string such as 2026-01-31T12:00:00Z.`)
  return date
}

const parseBody = async (req: PayloadRequest): Promise<ReplayQuery> => {
  let body: unknown
  try {
    body = req.json ? await req.json() : undefined
  } catch {
    throw reject('The body must be JSON: { since, until?, event?, dryRun? }.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw reject('The body must be a JSON object: { since, until?, event?, dryRun? }.')
  const fields = body as Record<string, unknown>
  const unknown = Object.keys(fields).filter((key) => !KNOWN.has(key))
  if (unknown.length)
    throw reject(`Unknown field(s) ${listed(unknown)}. Known: ${[...KNOWN].join(', ')}.`)
  const since = parseDate(fields.since, 'since')
  const until = fields.until === undefined ? undefined : parseDate(fields.until, 'until')
  if (until && until < since) throw reject('until must not be before since.')
  if (
    fields.event !== undefined &&
    (typeof fields.event !== 'string' || !fields.event || fields.event.length > 200)
  ) {
    throw reject('event must be an event name such as posts.updated.')
  }
  if (fields.dryRun !== undefined && typeof fields.dryRun !== 'boolean')
    throw reject('dryRun must be true or false.')
  return { since, until, event: fields.event as string | undefined, dryRun: fields.dryRun === true }
}

/**
 * POST /api/<subscriptions>/:id/replay `{ since, until?, event?, dryRun? }`: every failed or dead
 * delivery of the subscription created in the window (and of the event, when given) is sent again
 * as a new row, the way redeliver does (the original body, the current URL, the mode in force).
 * dryRun answers 200 `{ count }` and writes nothing; otherwise 202 `{ count, ids }`. A disabled
 * subscription is refused (409): enable it first.
 */
export const replayEndpoint = (resolved: ResolvedWebhooks): Endpoint =>
  documentAction('replay', async (req) => {
    const id = subscriptionIdParam(req, resolved)
    if (!id)
      throw reject(webhooksT(req.t)('invalidSubscriptionId', { id: quoted(req.routeParams?.id) }))
    const query = await parseBody(req)
    const subscription = await findSubscription(req, resolved, id)
    if (!subscription) throw notFound(req, 'subscriptionNotFound', id)
    if (subscription.enabled === false)
      throw new APIError(
        `Subscription ${id} is disabled; enable it before replaying its deliveries.`,
        409,
      )

    const where: Where = {
      and: [
        { subscriptionId: { equals: String(subscription.id) } },
        { status: { in: ['failed', 'dead'] } },
        { createdAt: { greater_than_equal: query.since.toISOString() } },
        ...(query.until ? [{ createdAt: { less_than_equal: query.until.toISOString() } }] : []),
        ...(query.event ? [{ event: { equals: query.event } }] : []),
      ],
    }
    const { totalDocs } = await req.payload.db.count({
      collection: resolved.slugs.deliveries,
      where,
      req,
    })
    if (query.dryRun) return Response.json({ dryRun: true, count: totalDocs })
    if (totalDocs > MAX_REPLAY) {
      throw reject(
        `The window holds ${totalDocs} failed or dead deliveries; replay at most ${MAX_REPLAY} at a time (narrow since/until).`,
      )
    }
    const { docs } = await req.payload.db.find({
      collection: resolved.slugs.deliveries,
      where,
      sort: 'createdAt',
      limit: 0,
      pagination: false,
      req,
    })
    const originals = (docs as unknown as DeliveryDoc[]).filter(
      (row): row is DeliveryDoc & { payload: WebhookBody } => Boolean(row.payload),
    )
    const created = await startDeliveries(
      req,
      resolved,
      originals.map((row) => ({ event: row.event, subscription, body: () => row.payload })),
    )
    return Response.json(
      { count: created.length, ids: created.map((row) => row.id) },
      { status: 202 },
    )
  })
