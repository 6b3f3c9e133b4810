import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { defineFixture, OPS_USER, type QcHostOptions, VIEWER_USER } from '../../fixtures'

/** Header admitted by the project-set `jobs.access.run` of this fixture (accessRun: 'project'). */
export const PROJECT_RUN_HEADER = 'x-project-run'
export const PROJECT_RUN_TOKEN = 'project-run-token'

/** KV keys the `block` task writes, so a test can watch a run start, finish, and release it. */
export const blockKeys = {
  started: (tag: string) => `qc-block:${tag}:started:`,
  done: (tag: string) => `qc-block:${tag}:done:`,
  release: (tag: string) => `qc-block:${tag}:release`,
}

export const shutdownKey = (pid: number) => `qc-shutdown:${pid}`

const blockTask: TaskConfig<any> = {
  slug: 'block',
  inputSchema: [{ name: 'tag', type: 'text', required: true }],
  retries: 0,
  // Blocks until a test sets the release key, so a test can crash or observe the worker mid-job.
  handler: async ({ input, req }) => {
    const { tag } = input as { tag: string }
    const run = randomUUID()
    await req.payload.kv.set(`${blockKeys.started(tag)}${run}`, { pid: process.pid })
    const deadline = Date.now() + 60_000
    while (!(await req.payload.kv.has(blockKeys.release(tag)))) {
      if (Date.now() > deadline) throw new Error(`block task ${tag}: never released`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    await req.payload.kv.set(`${blockKeys.done(tag)}${run}`, { pid: process.pid })
    return { output: { run } }
  },
}

export default defineFixture<QcHostOptions>({
  name: 'qc-host',
  config: ({ implementation, options }) => {
    const queueControl =
      options.queueControl === 'cron'
        ? { access: implementation.cronSecretAccess!() }
        : options.queueControl === 'ops'
          ? {
              access: ({ req }: { req: PayloadRequest }) =>
                Boolean(
                  (req.user as { email?: string } | null)?.email?.endsWith('@ops.example.test'),
                ),
            }
          : (options.queueControl ?? false)
    const plugin = implementation.jobs!({
      queueControl,
      reliability: options.reliability ?? false,
      ...(options.runner ? { runner: options.runner } : {}),
      ...(options.retention ? { retention: options.retention } : {}),
      now: options.now,
    })
    const tasks: TaskConfig<any>[] = [
      { slug: 'noop', handler: async () => ({ output: {} }) },
      {
        slug: 'failOnce',
        retries: 3,
        handler: async () => {
          throw new Error('fails, will retry')
        },
      },
      {
        slug: 'failHard',
        retries: 0,
        handler: async () => {
          throw new Error('fails for good')
        },
      },
      blockTask,
    ]
    if (options.schedule) {
      tasks.push({
        slug: 'tick',
        schedule: [{ cron: '0 0 * * *', queue: 'default' }],
        handler: async () => ({ output: {} }),
      })
    }
    return {
      admin: { user: 'users' },
      // A project key the plugin must keep when it adds its own marker.
      custom: { project: 'kept' },
      collections: [{ slug: 'users', auth: true, fields: [{ name: 'name', type: 'text' }] }],
      jobs: {
        // Keep finished jobs so tests can count and inspect them (Payload deletes them by default).
        ...(options.deletesCompleted ? {} : { deleteJobOnComplete: false }),
        tasks,
        ...(options.accessRun === 'project'
          ? {
              access: {
                run: ({ req }: { req: PayloadRequest }) =>
                  req.headers.get(PROJECT_RUN_HEADER) === PROJECT_RUN_TOKEN,
              },
            }
          : {}),
      },
      plugins: [plugin],
      onInit: async (payload: Payload) => {
        if (options.markShutdown)
          process.once('SIGTERM', () => void payload.kv.set(shutdownKey(process.pid), true))
        if (!options.worker) return
        const worker = implementation.createWorker!({
          ...options.worker,
          payload,
          pauseStore: implementation.createPauseStore!(payload),
        })
        worker.start()
        // Stop the worker before Payload closes its database connections.
        const destroy = payload.destroy.bind(payload)
        payload.destroy = async () => {
          await worker.stop()
          await destroy()
        }
      },
    }
  },
  seed: async (payload) => {
    for (const user of [OPS_USER, VIEWER_USER])
      await payload.create({ collection: 'users', data: user })
  },
})
