/**
 * sweepOrphans reads a lease as expired a lease-length early (the clock pushed forward "to be
 * safe"): a live worker's job is taken although its heartbeats keep the lease current.
 * @fails QC-22
 */
import type { Payload } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const MARGIN_MS = 60_000

export default selfCheck(import.meta.url, {
  sweepOrphans: (payload: Payload, options: { now?: () => Date } = {}) =>
    reference.sweepOrphans!(payload, {
      now: () => new Date((options.now?.() ?? new Date()).getTime() + MARGIN_MS),
    }),
})
