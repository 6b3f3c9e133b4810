import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { MAX_QUEUE_NAME_LENGTH } from '../defaults'

/** Payload's own job endpoints on payload-jobs, which this plugin checks the input of. */
const RUN_PATH = '/run'
const HANDLE_SCHEDULES_PATH = '/handle-schedules'

/** The largest `limit` /run passes on: the adapters bind it into SQL, where a larger one fails the query. */
const MAX_HOST_RUN_LIMIT = 2_147_483_647

const reject = (message: string) => new APIError(message, 400)

/** The query parameters each endpoint reads, as Payload reads them. */
const PARAMETERS: Record<string, string[]> = {
  [RUN_PATH]: ['allQueues', 'disableScheduling', 'limit', 'queue', 'silent'],
  [HANDLE_SCHEDULES_PATH]: ['allQueues', 'queue'],
}

/**
 * What Payload's handler would fail on with a 500: a parameter it reads given twice or as an object,
 * a queue name past the length Payload stores, a `limit` that is not a whole number the database
 * takes, /handle-schedules in a project with nothing scheduled. Other parameters are left to Payload.
 */
const checkQuery = (req: PayloadRequest, path: string) => {
  const params = new URL(req.url!).searchParams
  for (const name of PARAMETERS[path]) {
    if (params.getAll(name).length > 1)
      throw reject(`Query parameter "${name}" is given more than once.`)
    if ([...params.keys()].some((key) => key.startsWith(`${name}[`)))
      throw reject(`Query parameter "${name}" must be a single value.`)
  }
  const queue = params.get('queue')
  if (queue !== null && (!queue.length || queue.length > MAX_QUEUE_NAME_LENGTH))
    throw reject(`queue must be a queue name of 1 to ${MAX_QUEUE_NAME_LENGTH} characters.`)
  const limit = params.get('limit')
  if (
    path === RUN_PATH &&
    limit !== null &&
    (!/^[1-9][0-9]{0,9}$/.test(limit) || Number(limit) > MAX_HOST_RUN_LIMIT)
  ) {
    throw reject(`limit must be a whole number from 1 to ${MAX_HOST_RUN_LIMIT}.`)
  }
  if (path === HANDLE_SCHEDULES_PATH && !req.payload.config.jobs.scheduling) {
    throw reject(
      'No task or workflow of this project has a schedule, so there is nothing for handle-schedules to queue.',
    )
  }
}

/**
 * Payload's /run and /handle-schedules with their input checked first, for the callers their access
 * admits (a refused one still gets Payload's own 401): Payload passes what it is given to the
 * database and answers a malformed value with a 500.
 */
export const checkedHostEndpoints = (endpoints: Endpoint[]): Endpoint[] =>
  endpoints.map((endpoint) =>
    // Stryker disable next-line ConditionalExpression,LogicalOperator: payload-jobs has no endpoints but these two, both GET; the check keeps a later one of core's unwrapped
    endpoint.method === 'get' && Object.hasOwn(PARAMETERS, endpoint.path)
      ? {
          ...endpoint,
          handler: async (req) => {
            // Stryker disable next-line OptionalChaining: jobs() always sets jobs.access; the chain keeps this wrapper safe alone
            const access = req.payload.config.jobs.access?.run
            if (access ? await access({ req }) : Boolean(req.user)) checkQuery(req, endpoint.path)
            return endpoint.handler(req)
          },
        }
      : endpoint,
  )
