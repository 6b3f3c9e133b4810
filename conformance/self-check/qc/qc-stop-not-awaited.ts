/**
 * worker.stop() tells the loop to end and resolves at once, before the job in hand has finished.
 * @fails QC-19
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  createWorker: (options: any) => {
    const worker = reference.createWorker!(options)
    const stop = worker.stop.bind(worker)
    worker.stop = async () => {
      void stop()
    }
    return worker
  },
})
