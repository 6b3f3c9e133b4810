import { loggedInAccess } from './access'
import {
  DEFAULT_HEARTBEAT_MS,
  DEFAULT_LEASE_MS,
  DEFAULT_QUEUES,
  DEFAULT_RETENTION_BATCH,
  DEFAULT_RETENTION_SCHEDULE,
  DEFAULT_SWEEP_INTERVAL_MS,
  defaultClock,
} from './defaults'
import { invalidOption } from './errors'
import type {
  JobRetentionOptions,
  JobsPluginOptions,
  QueueControlOptions,
  ReliabilityOptions,
  ResolvedJobRetention,
  ResolvedJobsOptions,
  ResolvedReliability,
  RunnerOptions,
} from './types'

const isQueueList = (queues: unknown): queues is string[] =>
  Array.isArray(queues) &&
  queues.length > 0 &&
  queues.every((queue) => typeof queue === 'string' && queue !== '')

const resolveQueueControl = (
  option: JobsPluginOptions['queueControl'],
): Required<QueueControlOptions> | false => {
  if (option === undefined || option === false) return false
  if (option === true) return { access: loggedInAccess, queues: DEFAULT_QUEUES }
  if (typeof option !== 'object' || option === null) {
    throw invalidOption(
      'queueControl',
      `must be true, false or an object, got ${JSON.stringify(option)}`,
    )
  }
  const access = option.access ?? loggedInAccess
  if (typeof access !== 'function') throw invalidOption('queueControl.access', 'must be a function')
  const queues = option.queues ?? DEFAULT_QUEUES
  if (!isQueueList(queues))
    throw invalidOption('queueControl.queues', 'must be a non-empty array of queue names')
  return { access, queues: [...new Set(queues)] }
}

const WORKER_SETTINGS = {
  limit: 'a positive integer',
  pollIntervalMs: 'a positive integer (milliseconds)',
} as const

/** A worker's pass size and poll wait, where given (`path` names the option in errors). */
export const checkWorkerSettings = (
  path: string,
  settings: { limit?: unknown; pollIntervalMs?: unknown },
) => {
  for (const [name, expected] of Object.entries(WORKER_SETTINGS)) {
    const value = settings[name as keyof typeof WORKER_SETTINGS]
    if (value !== undefined && (!Number.isInteger(value) || (value as number) < 1))
      throw invalidOption(`${path}.${name}`, `must be ${expected}, got ${JSON.stringify(value)}`)
  }
}

const resolveRunner = (option: JobsPluginOptions['runner']): RunnerOptions | false => {
  if (option === undefined || option === false) return false
  if (option === true) return {}
  if (typeof option !== 'object' || option === null)
    throw invalidOption('runner', `must be true, false or an object, got ${JSON.stringify(option)}`)
  if (option.queues !== undefined && !isQueueList(option.queues))
    throw invalidOption('runner.queues', 'must be a non-empty array of queue names')
  checkWorkerSettings('runner', option)
  return option
}

/**
 * Validates reliability options (`path` names them in errors: jobs() or a worker's override); a
 * heartbeat must land at least twice per lease so one late beat never loses a live job.
 */
export const resolveReliability = (
  option: boolean | ReliabilityOptions | undefined,
  path = 'reliability',
): ResolvedReliability | false => {
  if (!option) return false
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: reading an option from `true` finds none, as from {}
  const given = option === true ? {} : option
  const positiveInteger = (value: unknown, name: keyof ReliabilityOptions): number => {
    // Stryker disable next-line ConditionalExpression: Number.isInteger refuses what is not a number too; the typeof narrows the type
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
      // JSON.stringify throws on a BigInt, which would hide this message behind a TypeError.
      const shown = typeof value === 'bigint' ? `${value}n` : JSON.stringify(value)
      throw invalidOption(
        `${path}.${name}`,
        `must be a positive integer (milliseconds), got ${shown}`,
      )
    }
    return value
  }
  const leaseMs = positiveInteger(given.leaseMs ?? DEFAULT_LEASE_MS, 'leaseMs')
  const heartbeatMs = positiveInteger(
    given.heartbeatMs ?? Math.max(1, Math.min(DEFAULT_HEARTBEAT_MS, Math.floor(leaseMs / 4))),
    'heartbeatMs',
  )
  const sweepIntervalMs = positiveInteger(
    given.sweepIntervalMs ?? Math.min(DEFAULT_SWEEP_INTERVAL_MS, leaseMs),
    'sweepIntervalMs',
  )
  if (heartbeatMs * 2 > leaseMs) {
    throw invalidOption(
      `${path}.heartbeatMs`,
      `(${heartbeatMs}) must be at most half of leaseMs (${leaseMs})`,
    )
  }
  return { heartbeatMs, leaseMs, sweepIntervalMs }
}

const resolveRetention = (
  option: JobRetentionOptions | undefined,
): ResolvedJobRetention | false => {
  if (option === undefined || (option.succeededMs === undefined && option.failedMs === undefined))
    return false
  for (const key of ['succeededMs', 'failedMs'] as const) {
    const value = option[key]
    if (value !== undefined && !(typeof value === 'number' && value > 0))
      throw invalidOption(`retention.${key}`, 'must be a positive number of milliseconds')
  }
  const batchSize = option.batchSize ?? DEFAULT_RETENTION_BATCH
  if (!(Number.isInteger(batchSize) && batchSize >= 1 && batchSize <= 10_000))
    throw invalidOption('retention.batchSize', 'must be an integer from 1 to 10000')
  const schedule = option.schedule ?? DEFAULT_RETENTION_SCHEDULE
  if (typeof schedule !== 'string' || schedule.trim().split(/\s+/).length < 5)
    throw invalidOption('retention.schedule', 'must be a cron expression such as "23 * * * *"')
  return { succeededMs: option.succeededMs, failedMs: option.failedMs, batchSize, schedule }
}

/** Every option of jobs() with its default, validated once per config; the plugin passes the result on by closure. */
export const resolveOptions = (options: JobsPluginOptions): ResolvedJobsOptions => ({
  queueControl: resolveQueueControl(options.queueControl),
  reliability: resolveReliability(options.reliability),
  runner: resolveRunner(options.runner),
  retention: resolveRetention(options.retention),
  now: options.now ?? defaultClock,
})
