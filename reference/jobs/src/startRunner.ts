import type { Payload } from 'payload'
import { createPauseStore } from './pauseStore'
import type { RunnerOptions } from './types'
import { createWorker } from './worker'

/**
 * The runner option: one worker per Payload instance, started from onInit. Not during `next build`
 * (Payload initialises there to prerender, and the process ends right after). Stopped, with the jobs
 * in hand finished, before Payload closes its database, and on SIGTERM/SIGINT before the process exits.
 */
export const startRunner = (payload: Payload, options: RunnerOptions, queues: string[] | null) => {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const worker = createWorker({
    payload,
    pauseStore: createPauseStore(payload),
    ...(queues ? { queues } : { allQueues: true }),
    // Unset ones are undefined, which createWorker defaults.
    limit: options.limit,
    pollIntervalMs: options.pollIntervalMs,
  })
  worker.start()
  payload.logger.info(
    `payload-plugin-suite/jobs: runner ${worker.id} started for ${queues ? `queue(s) ${queues.join(', ')}` : 'every queue'}`,
  )

  const onSignal = (signal: NodeJS.Signals) => {
    removeSignals()
    // Re-raised once the worker stopped, so the process ends as it would have without us.
    void worker.stop().finally(() => process.kill(process.pid, signal))
  }
  const removeSignals = () => {
    process.off('SIGTERM', onSignal)
    process.off('SIGINT', onSignal)
  }
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)

  const destroy = payload.destroy.bind(payload)
  payload.destroy = async () => {
    removeSignals()
    await worker.stop()
    await destroy()
  }
}
