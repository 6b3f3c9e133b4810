import type { Payload } from 'payload'
import { defaultClock, PAUSE_GLOBAL_KEY, PAUSE_QUEUE_PREFIX } from './defaults'
import { invalidArgument } from './errors'
import { readMarker } from './marker'
import type { PauseInfo, PauseRecord, PauseState, PauseStore } from './types'

const assertQueueName = (queue: unknown, method: string): string => {
  if (typeof queue !== 'string' || queue.length === 0) {
    throw invalidArgument(
      `pauseStore.${method}(queue)`,
      `must be a non-empty string, got ${JSON.stringify(queue)}`,
    )
  }
  return queue
}

/** A stored value as a record; values written before who/why were recorded read as unknown actor and reason. */
const toRecord = (value: unknown): PauseRecord => {
  const stored = (value ?? {}) as Partial<PauseRecord>
  return {
    pausedAt: typeof stored.pausedAt === 'string' ? stored.pausedAt : new Date(0).toISOString(),
    pausedBy: stored.pausedBy ?? null,
    reason: stored.reason ?? null,
    resumeAt: stored.resumeAt ?? null,
  }
}

/**
 * Pause state in payload.kv, so it survives restarts and every process on the same database (or
 * Redis) sees it. Each layer is its own key (one global, one per queue): pausing two queues from two
 * processes at once writes two different keys, so neither pause is lost. The spec only promises
 * last-writer-wins on one shared value; separate keys cost nothing and do better. A pause with a
 * resumeAt ends when a reader sees that time passed: no timer has to survive a restart.
 */
export const createPauseStore = (
  payload: Payload,
): PauseStore & { holding(queue: string): Promise<PauseRecord | null> } => {
  const kv = payload.kv
  const clock = readMarker(payload.config)?.now ?? defaultClock
  const queueKey = (queue: string) => `${PAUSE_QUEUE_PREFIX}${queue}`

  /** The record under `key`, or null when unset or its automatic resume time has passed (then the key goes). */
  const read = async (key: string): Promise<PauseRecord | null> => {
    const value = await kv.get(key)
    // Stryker disable next-line ConditionalExpression: Payload's KV adapters answer null for a missing key; undefined is for one that does not
    if (value === null || value === undefined) return null
    const record = toRecord(value)
    if (record.resumeAt && new Date(record.resumeAt).getTime() <= clock().getTime()) {
      await kv.delete(key)
      return null
    }
    return record
  }

  /**
   * payload.kv's database adapter upserts by find-then-insert: two writers of a new key race and
   * the loser gets the unique index's ValidationError on `key`. The row exists by then, so writing
   * again takes the update path (last writer wins, as the spec's pause writes do).
   */
  const set = async (key: string, record: PauseRecord) => {
    try {
      await kv.set(key, record)
    } catch (error) {
      const { name, data } = error as {
        name?: string
        data?: { errors?: Array<{ path?: string }> }
      }
      if (name !== 'ValidationError' || !data?.errors?.some((field) => field.path === 'key'))
        throw error
      await kv.set(key, record)
    }
  }

  const pausedQueueKeys = async () =>
    (await kv.keys()).filter((key) => key.startsWith(PAUSE_QUEUE_PREFIX))

  const write = async (key: string, info: PauseInfo) => {
    const resumeAt = info.resumeAt ? new Date(info.resumeAt) : null
    if (resumeAt && Number.isNaN(resumeAt.getTime()))
      throw invalidArgument('pauseStore.pause(info.resumeAt)', 'must be a valid date')
    const record: PauseRecord = {
      pausedAt: clock().toISOString(),
      pausedBy: info.by ?? null,
      reason: info.reason ?? null,
      resumeAt: resumeAt?.toISOString() ?? null,
    }
    await set(key, record)
  }

  /** The pause holding `queue`: its own layer, else the global one (two reads, no key scan). */
  const holding = async (queue: string) => {
    const [global, own] = await Promise.all([read(PAUSE_GLOBAL_KEY), read(queueKey(queue))])
    return own ?? global
  }

  return {
    holding,
    async pause(queue?: string, info: PauseInfo = {}) {
      await write(
        queue === undefined ? PAUSE_GLOBAL_KEY : queueKey(assertQueueName(queue, 'pause')),
        info,
      )
    },
    async resume(target: string | { all: true } | { global: true }) {
      if (typeof target === 'object' && target !== null && 'all' in target && target.all === true) {
        await Promise.all([
          kv.delete(PAUSE_GLOBAL_KEY),
          ...(await pausedQueueKeys()).map((key) => kv.delete(key)),
        ])
        return
      }
      if (
        typeof target === 'object' &&
        target !== null &&
        'global' in target &&
        target.global === true
      ) {
        await kv.delete(PAUSE_GLOBAL_KEY)
        return
      }
      await kv.delete(queueKey(assertQueueName(target, 'resume')))
    },
    async isPaused(queue: string) {
      return Boolean(await holding(assertQueueName(queue, 'isPaused')))
    },
    async state(): Promise<PauseState> {
      const [global, keys] = await Promise.all([read(PAUSE_GLOBAL_KEY), pausedQueueKeys()])
      const queues: Record<string, PauseRecord> = {}
      await Promise.all(
        keys.map(async (key) => {
          const record = await read(key)
          if (record) queues[key.slice(PAUSE_QUEUE_PREFIX.length)] = record
        }),
      )
      return {
        global: Boolean(global),
        queues: Object.keys(queues).sort(),
        records: { global, queues },
      }
    },
  }
}
