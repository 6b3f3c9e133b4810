/**
 * worker.stop() tells the loop to end and resolves at once, before the job in hand has finished.
 * @fails QC-19
 */
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: qc-stop-not-awaited',
  createWorker: (options: any) => {
    const worker = reference.createWorker!(options)
    const stop = worker.stop.bind(worker)
    worker.stop = async () => {
      void stop()
    }
    return worker
  },
})
