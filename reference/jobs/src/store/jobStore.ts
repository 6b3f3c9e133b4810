import type { Payload } from 'payload'
import { invalidArgument } from '../errors'
import { drizzleAdapterOf } from './adapter'
import { createDrizzleJobStore } from './drizzleJobStore'
import { coreLeaseMs, processingShapeOf } from './processing'
import { countStatusesThroughApi, createPublicJobStore } from './publicJobStore'
import type { JobStore } from './types'

export type * from './types'

/** Set (to any value) to make the plugins use Payload's public database API even where the SQL path would work: the matrix runs both. */
const PUBLIC_API_ENV = 'PPS_PUBLIC_API'

const stores = new WeakMap<Payload, JobStore>()

/**
 * The job store for this Payload, chosen once and logged once: single SQL statements where the adapter
 * is a drizzle one with the tables and columns they need (db-postgres, db-sqlite), else Payload's
 * adapter API (payload.db.updateJobs, find, count, deleteMany), which any adapter has. The second claims
 * as Payload's own runner does: on Payload 3 a find and then an update per job, so two runners racing
 * may both claim a job there; on Payload 4 one conditional update.
 */
export const getJobStore = (payload: Payload): JobStore => {
  let store = stores.get(payload)
  if (store) return store
  // Else the first claim or count fails deep in the adapter with a TypeError naming nothing.
  if (!payload.collections['payload-jobs'])
    throw invalidArgument(
      'payload',
      'has no payload-jobs collection: Payload adds it when the config has jobs.tasks or jobs.workflows',
    )
  const shape = processingShapeOf(payload)
  const leaseMs = coreLeaseMs(payload)
  const forced = Boolean(process.env[PUBLIC_API_ENV])
  const door = forced ? undefined : drizzleAdapterOf(payload, shape)
  store = door
    ? createDrizzleJobStore({
        countThroughApi: countStatusesThroughApi(payload, shape),
        door,
        leaseMs,
      })
    : createPublicJobStore({ leaseMs, payload, shape })
  stores.set(payload, store)
  payload.logger.info(
    door
      ? `payload-plugin-suite/jobs: claims, sweeps and settles run as single SQL statements on the ${payload.db.name} adapter`
      : `payload-plugin-suite/jobs: claims, sweeps and settles go through Payload's database API (${forced ? `${PUBLIC_API_ENV} is set` : `the ${payload.db.name} adapter has no drizzle payload-jobs table this plugin can write`}); slower, and claims are as safe as Payload's own runner's`,
  )
  return store
}
