import type { Payload } from 'payload'
import { defaultClock, SWEEPER_LEASE_KEY } from './defaults'
import { readMarker } from './marker'
import { getJobStore } from './store/jobStore'
import type { SweepOptions, SweepResult } from './types'

/** One orphan sweep pass, no election: recovers every job whose lease has expired. */
export const sweepOrphans = async (
  payload: Payload,
  options: SweepOptions = {},
): Promise<SweepResult> => {
  const now = (options.now ?? readMarker(payload.config)?.now ?? defaultClock)()
  const recovered = await getJobStore(payload).recoverExpired({ now })
  if (recovered.length)
    payload.logger.warn({
      msg: `Recovered ${recovered.length} job(s) whose worker stopped heartbeating`,
      recovered,
    })
  return { recovered }
}

interface SweeperLease {
  owner: string
  expiresAt: string
}

/**
 * Sweeper election: the KV key names the current sweeper until its lease expires. The KV store has
 * no compare-and-set, so two workers may both believe they lead for one round; that only costs a
 * duplicate sweep, since recovering a job is itself one conditional UPDATE.
 */
export const tryLeadSweeper = async (
  payload: Payload,
  owner: string,
  leaseMs: number,
  now: Date,
): Promise<boolean> => {
  const current = await payload.kv.get<SweeperLease>(SWEEPER_LEASE_KEY)
  if (current && current.owner !== owner && new Date(current.expiresAt) > now) return false
  try {
    await payload.kv.set(SWEEPER_LEASE_KEY, {
      expiresAt: new Date(now.getTime() + leaseMs).toISOString(),
      owner,
    })
  } catch {
    // The database KV adapter's set is read-then-write: a concurrent first set of the key fails on its
    // unique index. Whoever got there first leads this round.
    return false
  }
  return (await payload.kv.get<SweeperLease>(SWEEPER_LEASE_KEY))?.owner === owner
}

export const releaseSweeper = async (payload: Payload, owner: string): Promise<void> => {
  const current = await payload.kv.get<SweeperLease>(SWEEPER_LEASE_KEY)
  if (current?.owner === owner) await payload.kv.delete(SWEEPER_LEASE_KEY)
}
