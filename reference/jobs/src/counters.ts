import type { QueueCounts } from './types'

/** A queue's counters, in the order the health report and the Queues view give them. */
export const JOB_COUNTERS = [
  'queued',
  'scheduled',
  'retrying',
  'processing',
  'succeeded',
  'failed',
  'cancelled',
  'recovered',
] as const satisfies ReadonlyArray<keyof QueueCounts>

/** Every counter at zero: a queue with no jobs. */
export const emptyCounts = (): QueueCounts =>
  Object.fromEntries(JOB_COUNTERS.map((counter) => [counter, 0])) as unknown as QueueCounts
