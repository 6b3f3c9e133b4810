/**
 * The worker reads the pause state once, when it first runs, and keeps that answer: a pause (or a
 * resume) made later, from this process or another, never reaches it.
 * @fails QC-13 QC-18
 */
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  createWorker: (options: any) => {
    const store = options.pauseStore
    if (!store) return reference.createWorker!(options)
    let first: Promise<unknown> | undefined
    return reference.createWorker!({
      ...options,
      pauseStore: { ...store, state: () => (first ??= store.state()) },
    })
  },
})
