import type { SanitizedConfig } from 'payload'
import type * as Admin from './exports/admin'
import type * as Rsc from './exports/rsc'

/** Import-map paths of the admin components: a name the package's exports lack fails the type check. */
export const adminComponent = (name: keyof typeof Admin) =>
  `@payload-plugin-suite/jobs/admin#${name}`
export const rscComponent = (name: keyof typeof Rsc) => `@payload-plugin-suite/jobs/rsc#${name}`

export const DEFAULT_QUEUES = ['default']
/** Payload's own default batch size for /run. */
export const DEFAULT_RUN_LIMIT = 10
/** Upper bound of queue-run `limit`: one request should not hold a serverless function for thousands of jobs. */
export const MAX_RUN_LIMIT = 1000
/** Longest accepted queue name in queue-run (a guard against junk, Payload stores queue as text). */
export const MAX_QUEUE_NAME_LENGTH = 200
/** Longest reason a pause may record. */
export const MAX_PAUSE_REASON_LENGTH = 500

export const DEFAULT_LEASE_MS = 60_000
export const DEFAULT_HEARTBEAT_MS = 15_000
export const DEFAULT_SWEEP_INTERVAL_MS = 30_000
export const DEFAULT_POLL_INTERVAL_MS = 1_000

/** Payload deletes a finished job unless `jobs.deleteJobOnComplete` is false (its default is true). */
export const deletesCompletedJobs = (config: SanitizedConfig) =>
  config.jobs.deleteJobOnComplete !== false

/** Retention: jobs deleted per statement, and when the prune task is scheduled (hourly). */
export const DEFAULT_RETENTION_BATCH = 500
export const DEFAULT_RETENTION_SCHEDULE = '23 * * * *'

/** KV keys. One key per queue plus one global key: two processes pausing different queues never overwrite each other. */
export const KV_PREFIX = 'pps-jobs:'
export const PAUSE_GLOBAL_KEY = `${KV_PREFIX}pause:global`
export const PAUSE_QUEUE_PREFIX = `${KV_PREFIX}pause:queue:`
export const SWEEPER_LEASE_KEY = `${KV_PREFIX}sweeper`

/** Fields this plugin adds to payload-jobs when reliability is on. */
export const LEASE_FIELDS = {
  leasedBy: 'leasedBy',
  leaseExpiresAt: 'leaseExpiresAt',
  recoveredCount: 'recoveredCount',
  recoveredAt: 'recoveredAt',
} as const

/**
 * Default clock: Payload's own job-system clock (getCurrentDate), so lease expiry, "due" and health
 * ages agree with the dates Payload writes on jobs, and one injected clock drives them all.
 */
export { getCurrentDate as defaultClock } from 'payload'
