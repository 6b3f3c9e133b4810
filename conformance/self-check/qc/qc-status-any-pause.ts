/**
 * queue-status marks every queue paused when any queue is: `paused` computed from "is anything
 * paused" instead of the queue's own layer or the global one.
 * @fails QC-08 QC-09
 */

import { selfCheck } from '../support/selfCheck'
import { editingJson, jobsWithEndpoint } from './support'

export default selfCheck(import.meta.url, {
  jobs: jobsWithEndpoint(
    '/queue-status',
    editingJson((report) => {
      const any =
        report.pausedGlobally || report.queues.some((entry: { paused: boolean }) => entry.paused)
      return {
        ...report,
        queues: report.queues.map((entry: object) => ({ ...entry, paused: any })),
      }
    }),
  ),
})
