import { randomUUID } from 'node:crypto'
import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { DEFAULT_RUN_LIMIT, MAX_QUEUE_NAME_LENGTH, MAX_RUN_LIMIT } from '../defaults'
import { quoted } from '../errors'
import { createPauseStore } from '../pauseStore'
import { runDue } from '../runner'
import { queueEndpoint, type ResolvedQueueControl } from './queueEndpoint'

const FLAGS = ['allQueues', 'disableScheduling', 'silent'] as const
const KNOWN = new Set<string>([...FLAGS, 'queue', 'limit'])

interface RunQuery {
  allQueues: boolean
  disableScheduling: boolean
  silent: boolean
  queue: string
  limit: number
}

const reject = (message: string) => new APIError(message, 400)

/** Parses the query strictly: an unknown or malformed parameter is a 400, never a guess. */
const parseQuery = (req: PayloadRequest): RunQuery => {
  const params = new URL(req.url!).searchParams
  for (const name of new Set(params.keys())) {
    if (!KNOWN.has(name))
      throw reject(`Unknown query parameter "${quoted(name)}". Known: ${[...KNOWN].join(', ')}.`)
    if (params.getAll(name).length > 1)
      throw reject(`Query parameter "${name}" is given more than once.`)
  }
  const flags = {} as Record<(typeof FLAGS)[number], boolean>
  for (const name of FLAGS) {
    const value = params.get(name)
    if (value !== null && value !== 'true' && value !== 'false')
      throw reject(`${name} must be "true" or "false", got "${quoted(value)}".`)
    flags[name] = value === 'true'
  }
  const queue = params.get('queue')
  if (queue !== null && (queue.length === 0 || queue.length > MAX_QUEUE_NAME_LENGTH)) {
    throw reject(`queue must be a queue name of 1 to ${MAX_QUEUE_NAME_LENGTH} characters.`)
  }
  if (queue !== null && flags.allQueues)
    throw reject('Give either queue=<name> or allQueues=true, not both.')
  const rawLimit = params.get('limit')
  if (rawLimit !== null && (!/^[1-9][0-9]*$/.test(rawLimit) || Number(rawLimit) > MAX_RUN_LIMIT)) {
    throw reject(
      `limit must be a whole number from 1 to ${MAX_RUN_LIMIT}, got "${quoted(rawLimit)}".`,
    )
  }
  return {
    ...flags,
    limit: rawLimit === null ? DEFAULT_RUN_LIMIT : Number(rawLimit),
    queue: queue ?? 'default',
  }
}

export const queueRunEndpoint = ({ access, now, reliability }: ResolvedQueueControl): Endpoint =>
  queueEndpoint({ path: '/queue-run', access, changesJobs: true }, async (req) => {
    const query = parseQuery(req)
    const { payload } = req
    if (!query.disableScheduling && payload.config.jobs.scheduling) {
      // Scheduling only queues jobs; a paused queue keeps them until it resumes.
      await payload.jobs.handleSchedules({ allQueues: query.allQueues, queue: query.queue, req })
    }
    const { ran, skipped } = await runDue({
      limit: query.limit,
      now,
      owner: `queue-run-${randomUUID()}`,
      pauseStore: createPauseStore(payload),
      payload,
      queues: query.allQueues ? null : [query.queue],
      reliability,
      silent: query.silent,
    })
    const skippedQueues = skipped.length
      ? `; skipped paused queue(s): ${skipped.map((entry) => entry.queue).join(', ')}`
      : ''
    return { message: `Ran ${ran.length} job(s)${skippedQueues}.`, ran, skipped }
  })
