/**
 * resume({ all: true }) clears only the global layer: queues paused one by one stay paused.
 * QC-11's race test (each round starts with resume({ all: true })) and QC-12's final check then
 * see the queues an earlier test paused.
 * @fails QC-10 QC-11 QC-12
 */
import { selfCheck } from '../support/selfCheck'
import { patchedPauseStore } from './support'

export default selfCheck(import.meta.url, {
  createPauseStore: patchedPauseStore((store) => ({
    resume: (target: any) =>
      typeof target === 'object' && target !== null && (target as { all?: unknown }).all === true
        ? store.resume({ global: true })
        : store.resume(target),
  })),
})
