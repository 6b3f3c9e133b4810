/**
 * The health report counts cancelled jobs as failed too (both have hasError), so a cancelled job
 * is counted twice and `failed` is off by the number of cancellations.
 * @fails QC-26 QC-42
 */
import type { Payload } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'
import { editingJson, jobsWithEndpoint } from './support'

type Counts = { failed: number; cancelled: number }
const doubleCount = <T extends Counts>(counts: T): T => ({
  ...counts,
  failed: counts.failed + counts.cancelled,
})
const report = (health: { queues: Counts[]; totals: Counts }) => ({
  ...health,
  queues: health.queues.map(doubleCount),
  totals: doubleCount(health.totals),
})

export default selfCheck(import.meta.url, {
  getQueueHealth: async (payload: Payload, options?: any) =>
    report(await reference.getQueueHealth!(payload, options)),
  jobs: jobsWithEndpoint('/queue-status', editingJson(report)),
})
