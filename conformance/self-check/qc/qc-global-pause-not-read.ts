/**
 * isPaused(queue) reads only the queue's own layer: a global pause() is stored, and queue-run
 * honors it, but the store answers that every queue is running.
 * @fails QC-07 QC-09
 */
import { selfCheck } from '../support/selfCheck'
import { patchedPauseStore } from './support'

export default selfCheck(import.meta.url, {
  createPauseStore: patchedPauseStore((store) => ({
    isPaused: async (queue: string) => {
      await store.isPaused(queue)
      return (await store.state()).queues.includes(queue)
    },
  })),
})
