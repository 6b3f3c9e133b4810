import { randomUUID } from 'node:crypto'
import {
  DEFAULT_POLL_INTERVAL_MS,
  DEFAULT_QUEUES,
  DEFAULT_RUN_LIMIT,
  defaultClock,
} from './defaults'
import { invalidOption } from './errors'
import { readMarker } from './marker'
import { checkWorkerSettings, resolveReliability } from './options'
import { releaseSweeper, sweepOrphans, tryLeadSweeper } from './reliability'
import { runDue } from './runner'
import { getJobStore } from './store/jobStore'
import type { RunResult, Worker, WorkerOptions } from './types'

/**
 * A long-running job runner: each pass claims due jobs of its queues (skipping paused ones when given
 * a pause store) and runs them through Payload. With reliability on it heartbeats the leases it holds
 * and, when elected, sweeps orphans left by dead workers. It is started by the project, outside the
 * plugin, so its defaults come from the options jobs() recorded in the config.
 */
export const createWorker = (options: WorkerOptions): Worker => {
  const { payload } = options
  const marker = readMarker(payload.config)
  const reliability =
    options.reliability === undefined
      ? (marker?.reliability ?? false)
      : resolveReliability(options.reliability, 'createWorker.reliability')
  if (reliability && !marker) {
    throw invalidOption(
      'createWorker.reliability',
      'needs the jobs() plugin in the config (it adds the lease fields to payload-jobs)',
    )
  }
  checkWorkerSettings('createWorker', options)
  const limit = options.limit ?? DEFAULT_RUN_LIMIT
  // Refused here, not on every pass of the loop.
  getJobStore(payload)
  const id = options.id ?? `worker-${randomUUID()}`
  const clock = options.now ?? marker?.now ?? defaultClock
  const queues = options.allQueues ? null : (options.queues ?? marker?.queues ?? DEFAULT_QUEUES)
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS

  let running = false
  // Stryker disable next-line BooleanLiteral: start() sets it before anything reads it, and stop() returns before it unless started
  let stopping = false
  let loop: Promise<void> | undefined
  let wake: (() => void) | undefined
  // Stryker disable next-line ArrayDeclaration: clearInterval of anything but a timer does nothing
  const timers: NodeJS.Timeout[] = []

  const runOnce = (): Promise<RunResult> =>
    runDue({
      reliability,
      limit,
      now: clock,
      owner: id,
      pauseStore: options.pauseStore,
      payload,
      queues,
      silent: options.silent,
    })

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollIntervalMs)
      wake = () => {
        // Stryker disable next-line CallExpression: not equivalent, but seen only as a stopped worker's process staying alive up to one poll interval, which in-process tests cannot tell from the test runner's own timers
        clearTimeout(timer)
        resolve()
      }
    })

  const guarded = (what: string, task: () => Promise<unknown>) => () => {
    task().catch((err: unknown) =>
      payload.logger.error({ err, msg: `payload-plugin-suite/jobs worker ${id}: ${what} failed` }),
    )
  }

  const every = (ms: number, task: () => void) => {
    const timer = setInterval(task, ms)
    // Stryker disable next-line CallExpression: not equivalent, but seen only as whether a process with nothing else to do may exit, which in-process tests cannot see
    timer.unref()
    // Stryker disable next-line CallExpression: a sweep interval left after stop() is unref'd and, stopping, sweeps nothing; after a restart it sweeps beside the new one, and a sweep twice recovers nothing more
    timers.push(timer)
  }

  return {
    id,
    get running() {
      return running
    },
    runOnce,
    start() {
      if (running) return
      running = true
      stopping = false
      if (reliability && options.sweep !== false) {
        const sweep = guarded('sweep', async () => {
          // Stryker disable next-line ConditionalExpression: not equivalent, but only a tick that falls while stop() waits for the pass in flight would sweep once more, doing what the sweep before it would have
          if (stopping) return
          if (await tryLeadSweeper(payload, id, reliability.sweepIntervalMs * 2, clock()))
            await sweepOrphans(payload, { now: clock })
        })
        every(reliability.sweepIntervalMs, sweep)
        sweep()
      }
      loop = (async () => {
        while (!stopping) {
          let result: RunResult | undefined
          try {
            result = await runOnce()
          } catch (err) {
            payload.logger.error({
              err,
              msg: `payload-plugin-suite/jobs worker ${id}: run pass failed`,
            })
          }
          if (!stopping && !result?.ran.length) await idle()
        }
      })()
    },
    async stop() {
      // Stryker disable next-line ConditionalExpression: stopping a worker never started waits for no loop and gives up a lead it does not hold; start() resets what it sets
      if (!running) return
      stopping = true
      wake?.()
      // The pass in flight finishes its jobs (runDue heartbeats their leases until then).
      await loop
      for (const timer of timers.splice(0)) clearInterval(timer)
      // Stryker disable next-line ConditionalExpression: without reliability this worker never led the sweep, and releasing a lead it does not hold changes nothing
      if (reliability) await releaseSweeper(payload, id).catch(() => {})
      running = false
    },
  }
}
