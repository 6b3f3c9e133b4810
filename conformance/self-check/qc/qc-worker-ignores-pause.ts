/**
 * createWorker drops the pause store it is given: the worker runs paused queues.
 * @fails QC-18
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  createWorker: ({ pauseStore: _ignored, ...options }: any) => reference.createWorker!(options),
})
