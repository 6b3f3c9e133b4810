/**
 * sweepOrphans reads a lease as expired a lease-length early (the clock pushed forward "to be
 * safe"): a live worker's job is taken although its heartbeats keep the lease current.
 * @fails QC-22
 */
import type { Payload } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const MARGIN_MS = 60_000

export default defineImplementation({
  ...reference,
  name: 'self-check: qc-sweep-early',
  sweepOrphans: (payload: Payload, options: { now?: () => Date } = {}) =>
    reference.sweepOrphans!(payload, { now: () => new Date((options.now?.() ?? new Date()).getTime() + MARGIN_MS) }),
})
