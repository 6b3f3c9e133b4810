import type { Payload } from 'payload'
import type { PauseState, PauseStore } from './types'
import { PAUSE_GLOBAL_KEY, PAUSE_QUEUE_PREFIX } from './defaults'
import { invalidArgument } from './errors'

const assertQueueName = (queue: unknown, method: string): string => {
  if (typeof queue !== 'string' || queue.length === 0) {
    throw invalidArgument(`pauseStore.${method}(queue)`, `must be a non-empty string, got ${JSON.stringify(queue)}`)
  }
  return queue
}

/**
 * Pause state in payload.kv, so it survives restarts and every process on the same database (or
 * Redis) sees it. Each layer is its own key (one global, one per queue): pausing two queues from two
 * processes at once writes two different keys, so neither pause is lost. The spec only promises
 * last-writer-wins on one shared value; separate keys cost nothing and do better.
 */
export const createPauseStore = (payload: Payload): PauseStore => {
  const kv = payload.kv
  const queueKey = (queue: string) => `${PAUSE_QUEUE_PREFIX}${queue}`

  const pausedQueues = async () =>
    (await kv.keys())
      .filter((key) => key.startsWith(PAUSE_QUEUE_PREFIX))
      .map((key) => key.slice(PAUSE_QUEUE_PREFIX.length))
      .sort()

  return {
    async pause(queue?: string) {
      const pausedAt = new Date().toISOString()
      if (queue === undefined) await kv.set(PAUSE_GLOBAL_KEY, { pausedAt })
      else await kv.set(queueKey(assertQueueName(queue, 'pause')), { pausedAt })
    },
    async resume(target: string | { all: true }) {
      if (typeof target === 'object' && target !== null && target.all === true) {
        await Promise.all([kv.delete(PAUSE_GLOBAL_KEY), ...(await pausedQueues()).map((queue) => kv.delete(queueKey(queue)))])
        return
      }
      await kv.delete(queueKey(assertQueueName(target, 'resume')))
    },
    async isPaused(queue: string) {
      const [global, own] = await Promise.all([kv.has(PAUSE_GLOBAL_KEY), kv.has(queueKey(assertQueueName(queue, 'isPaused')))])
      return global || own
    },
    async state(): Promise<PauseState> {
      const [global, queues] = await Promise.all([kv.has(PAUSE_GLOBAL_KEY), pausedQueues()])
      return { global, queues }
    },
  }
}
