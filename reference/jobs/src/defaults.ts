import type { SanitizedConfig } from 'payload'

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
export const deletesCompletedJobs = (config: SanitizedConfig) => config.jobs.deleteJobOnComplete !== false

/** Import-map path of the Queues view's client half (rendered by the server view through the import map). */
export const QUEUE_DASHBOARD_CLIENT = '@payload-plugin-suite/jobs/client#QueueDashboard'

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
