import type { JobsDoor } from './adapter'
import { claim } from './claim'
import { countDue, countStatuses } from './count'
import { heartbeat, release } from './lease'
import { recoverExpired } from './recover'
import { settle } from './settle'
import type { JobStore } from './types'

/**
 * The job store in single SQL statements on a drizzle adapter, each operation in its own module and
 * every one of them through the door (adapter.ts).
 */
export const createDrizzleJobStore = ({
  countThroughApi,
  door,
  leaseMs,
}: {
  /** Status counts where the adapter exposes no driver to run the counting statement on. */
  countThroughApi: JobStore['countStatuses']
  door: JobsDoor
  /** Core's lease duration, for a claim on Payload 4 that takes no lease of its own. */
  leaseMs: number
}): JobStore => ({
  countStatuses: (args) =>
    door.driver ? countStatuses(door, door.driver, args) : countThroughApi(args),
  overlapsWork: door.dialect === 'postgres',
  claim: (args) => claim(door, leaseMs, args),
  heartbeat: (args) => heartbeat(door, args),
  recoverExpired: (args) => recoverExpired(door, args),
  settle: (args) => settle(door, args),
  release: (ids) => release(door, ids),
  countDue: (args) => countDue(door, args),
})
