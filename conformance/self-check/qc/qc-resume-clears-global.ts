/**
 * resume(queue) clears the global layer too, so resuming one queue ends a global pause that
 * should keep holding it.
 * @fails QC-09
 */
import { selfCheck } from '../support/selfCheck'
import { patchedPauseStore } from './support'

export default selfCheck(import.meta.url, {
  createPauseStore: patchedPauseStore((store) => ({
    resume: async (target: any) => {
      await store.resume(target)
      if (typeof target === 'string') await store.resume({ global: true })
    },
  })),
})
