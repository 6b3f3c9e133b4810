/**
 * createWorker drops the pause store it is given: the worker runs paused queues.
 * @fails QC-18
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: qc-worker-ignores-pause',
  createWorker: ({ pauseStore: _ignored, ...options }: any) => reference.createWorker!(options),
})
