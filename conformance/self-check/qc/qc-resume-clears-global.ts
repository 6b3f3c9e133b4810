/**
 * resume(queue) clears the global layer too, so resuming one queue ends a global pause that
 * should keep holding it.
 * @fails QC-09
 */
import type { Payload } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  createPauseStore: (payload: Payload) => {
    const store = reference.createPauseStore!(payload)
    return {
      ...store,
      resume: async (target: any) => {
        await store.resume(target)
        if (typeof target === 'string') await store.resume({ global: true })
      },
    }
  },
})
