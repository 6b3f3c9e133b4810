import { randomUUID } from 'node:crypto'
import type { Endpoint, PayloadRequest } from 'payload'
import type { JobAccess } from '../types'
import { DEFAULT_RUN_LIMIT, MAX_QUEUE_NAME_LENGTH, MAX_RUN_LIMIT } from '../defaults'
import { readMarker } from '../marker'
import { createPauseStore } from '../pauseStore'
import { runDue } from '../runner'
import { badRequest, denyUnless } from './guard'

const FLAGS = ['allQueues', 'disableScheduling', 'silent'] as const
const KNOWN = new Set<string>([...FLAGS, 'queue', 'limit'])

interface RunQuery {
  allQueues: boolean
  disableScheduling: boolean
  silent: boolean
  queue: string
  limit: number
}

interface Rejected {
  rejected: string
}

/** Parses the query strictly: an unknown or malformed parameter is a 400, never a guess. */
const parseQuery = (req: PayloadRequest): RunQuery | Rejected => {
  const params = new URL(req.url!).searchParams
  for (const name of new Set(params.keys())) {
    if (!KNOWN.has(name)) return { rejected: `Unknown query parameter "${name}". Known: ${[...KNOWN].join(', ')}.` }
    if (params.getAll(name).length > 1) return { rejected: `Query parameter "${name}" is given more than once.` }
  }
  const flags = {} as Record<(typeof FLAGS)[number], boolean>
  for (const name of FLAGS) {
    const value = params.get(name)
    if (value !== null && value !== 'true' && value !== 'false') return { rejected: `${name} must be "true" or "false", got "${value}".` }
    flags[name] = value === 'true'
  }
  const queue = params.get('queue')
  if (queue !== null && (queue.length === 0 || queue.length > MAX_QUEUE_NAME_LENGTH)) {
    return { rejected: `queue must be a queue name of 1 to ${MAX_QUEUE_NAME_LENGTH} characters.` }
  }
  if (queue !== null && flags.allQueues) return { rejected: 'Give either queue=<name> or allQueues=true, not both.' }
  const rawLimit = params.get('limit')
  let limit = DEFAULT_RUN_LIMIT
  if (rawLimit !== null) {
    if (!/^[1-9][0-9]*$/.test(rawLimit) || Number(rawLimit) > MAX_RUN_LIMIT) {
      return { rejected: `limit must be a whole number from 1 to ${MAX_RUN_LIMIT}, got "${rawLimit}".` }
    }
    limit = Number(rawLimit)
  }
  return { ...flags, limit, queue: queue ?? 'default' }
}

export const queueRunEndpoint = (access: JobAccess): Endpoint => ({
  method: 'get',
  path: '/queue-run',
  handler: async (req) => {
    const denied = await denyUnless(access, req)
    if (denied) return denied
    const query = parseQuery(req)
    // Checked by shape: the HTTP server may swap the global Response class, so instanceof is unreliable.
    if ('rejected' in query) return badRequest(query.rejected)

    const { payload } = req
    const pauseStore = createPauseStore(payload)
    if (!query.disableScheduling && payload.config.jobs.scheduling) {
      // Scheduling only queues jobs; a paused queue keeps them until it resumes.
      await payload.jobs.handleSchedules({ allQueues: query.allQueues, queue: query.queue, req })
    }
    const { ran, skipped } = await runDue({
      reliability: readMarker(payload.config)?.reliability ?? false,
      limit: query.limit,
      owner: `queue-run-${randomUUID()}`,
      pauseStore,
      payload,
      queues: query.allQueues ? null : [query.queue],
      silent: query.silent,
    })
    return Response.json(
      {
        message: `Ran ${ran.length} job(s)${skipped.length ? `; skipped paused queue(s): ${skipped.map((entry) => entry.queue).join(', ')}` : ''}.`,
        ran,
        skipped,
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
})
