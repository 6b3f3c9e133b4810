import type { Payload } from 'payload'
import { createClient, fakeUser, type Host, type HttpClient, seededFaker } from '../../fixtures'
import { useHost, withHost } from '../harness'
import qcHost, { type QcHostOptions } from './qc-host'

/** Helpers shared by the QC test files (not a test file itself). */

export const JOBS = '/payload-jobs'
export const CRON_SECRET = 'qc-cron-secret-value-0123456789'

/** Boots the QC fixture host for the enclosing describe block. */
export const useQcHost = (options?: QcHostOptions) => useHost({ fixture: qcHost, options })

/** Boots the QC fixture host for one callback (a test that needs its own config). */
export const withQcHost = <T>(options: QcHostOptions, run: (host: Host) => Promise<T>) =>
  withHost({ fixture: qcHost, options }, run)

let userSeed = 4000

/** A browser signed in as a fresh user of `host`, or as `existing` (a user the fixture seeded). */
export const signedIn = async (
  host: { api: string; payload?: Payload },
  payload: Payload,
  existing?: { email: string; password: string },
): Promise<HttpClient> => {
  const user = existing ?? fakeUser(seededFaker(userSeed++))
  if (!existing) await payload.create({ collection: 'users', data: user })
  const browser = createClient(host)
  const login = await browser.post('/users/login', { email: user.email, password: user.password })
  if (login.status !== 200)
    throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`)
  return browser
}

/** Runs `fn` with an environment variable set (or unset with undefined), then restores it. */
export const withEnv = async <T>(
  name: string,
  value: string | undefined,
  fn: () => Promise<T>,
): Promise<T> => {
  const previous = process.env[name]
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
  try {
    return await fn()
  } finally {
    if (previous === undefined) delete process.env[name]
    else process.env[name] = previous
  }
}

export interface JobRow {
  id: number | string
  queue?: string | null
  taskSlug?: string | null
  processing?: boolean
  completedAt?: string | null
  hasError?: boolean
  totalTried?: number
  waitUntil?: string | null
  leasedBy?: string | null
  leaseExpiresAt?: string | null
  /** Payload 4's processing lease, in place of `processing` (and of the plugin's lease fields). */
  processingUntil?: string | null
  processingToken?: string | null
  recoveredCount?: number | null
  recoveredAt?: string | null
  error?: Record<string, unknown> | null
}

export const allJobs = async (payload: Payload): Promise<JobRow[]> =>
  (
    await payload.find({
      collection: 'payload-jobs',
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'createdAt',
    })
  ).docs as unknown as JobRow[]

export const job = async (payload: Payload, id: number | string): Promise<JobRow> =>
  (await payload.findByID({ collection: 'payload-jobs', depth: 0, id })) as unknown as JobRow

/** KV keys under a prefix (the block task records each start and finish under its tag). */
export const kvKeys = async (payload: Payload, prefix: string): Promise<string[]> =>
  (await payload.kv.keys()).filter((key) => key.startsWith(prefix))

/** Queues `count` jobs of `task` on `queue`; returns their ids. */
export const queueJobs = async (
  payload: Payload,
  count: number,
  task = 'noop',
  queue = 'default',
  input: Record<string, unknown> = {},
) => {
  const ids: Array<number | string> = []
  for (let index = 0; index < count; index++)
    ids.push(
      ((await payload.jobs.queue({ task, input, queue } as never)) as { id: number | string }).id,
    )
  return ids
}

export type { Host }

/** A clock a test sets by hand (given to the plugin as `now`); unset, it follows real time. */
export const manualClock = () => {
  let fixed: Date | undefined
  return {
    now: () => fixed ?? new Date(),
    set: (date: Date | undefined) => {
      fixed = date
    },
  }
}

export { _internal_jobSystemGlobals as payloadJobClock } from 'payload'
