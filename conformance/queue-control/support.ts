import type { Payload } from 'payload'
import type { Host, QcHostOptions } from '../../fixtures'
import { useHost, withHost } from '../harness'
import qcHost from './qc-host'

/** Helpers shared by the QC test files (not a test file itself). */

export const CRON_SECRET = 'qc-cron-secret-value-0123456789'

/** Boots the QC fixture host for the enclosing describe block. */
export const useQcHost = (options?: QcHostOptions) => useHost({ fixture: qcHost, options })

/** Boots the QC fixture host for one callback (a test that needs its own config). */
export const withQcHost = <T>(options: QcHostOptions, run: (host: Host) => Promise<T>) =>
  withHost({ fixture: qcHost, options }, run)

/** KV keys under a prefix (the block task records each start and finish under its tag). */
export const kvKeys = async (payload: Payload, prefix: string): Promise<string[]> =>
  (await payload.kv.keys()).filter((key) => key.startsWith(prefix))

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
