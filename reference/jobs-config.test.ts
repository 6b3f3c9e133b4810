import type { Config, TaskConfig } from 'payload'
import { describe, expect, test } from 'vitest'
import { expectRefusal } from '../conformance/harness/expect-plugin'
import { jobs } from './jobs/src'
import { isJobsPluginInstalled, readMarker } from './jobs/src/marker'
import { PRUNE_TASK_SLUG } from './jobs/src/retention'

/** A project's config as the plugin receives it: its own task, nav link and view. */
const project = (jobsConfig: Config['jobs'] = {}): Config =>
  ({
    admin: {
      components: {
        afterNavLinks: ['/project#NavLink'],
        views: { projectView: { Component: '/project#View', path: '/project' } },
      },
    },
    collections: [],
    jobs: {
      tasks: [{ slug: 'projectTask', handler: async () => ({ output: {} }) }],
      ...jobsConfig,
    },
  }) as unknown as Config

const slugs = (tasks: TaskConfig[] | undefined) => (tasks ?? []).map((task) => task.slug)

/** What jobs() makes of a project's config, read without booting it. */
describe('jobs() config (reference unit)', () => {
  test('installed twice: refused, naming the plugins list', async () => {
    await expectRefusal(() => jobs()(jobs()(project())), 'jobs: plugins contains jobs() twice')
  })

  test('installed: true in a config jobs() has seen, false in any other (what webhooks’ auto mode asks)', () => {
    expect(isJobsPluginInstalled(jobs()(project()))).toBe(true)
    expect(isJobsPluginInstalled(project())).toBe(false)
    expect(isJobsPluginInstalled({ ...project(), custom: { other: true } })).toBe(false)
  })

  test('the marker: queue control, queues, reliability and runner as resolved; pauseOf only with queue control', () => {
    const plain = readMarker(jobs()(project()))!
    expect(plain).toMatchObject({
      installed: true,
      queueControl: false,
      queues: ['default'],
      reliability: false,
      runner: false,
    })
    expect(plain).not.toHaveProperty('pauseOf')
    expect(plain).not.toHaveProperty('access')
    const controlled = readMarker(
      jobs({ queueControl: { queues: ['mail', 'sms'] }, runner: true })(project()),
    )!
    expect(controlled).toMatchObject({
      queueControl: true,
      queues: ['mail', 'sms'],
      runner: { queues: ['mail', 'sms'] },
    })
    expect(typeof controlled.pauseOf).toBe('function')
    expect(typeof controlled.access).toBe('function')
  })

  test('queue control adds the Queues view and nav link beside the project’s own; without it the admin is left as it was', () => {
    const config = project()
    expect(jobs()(config).admin).toBe(config.admin)
    const admin = jobs({ queueControl: true })(project()).admin!
    expect(admin.components?.afterNavLinks).toEqual([
      '/project#NavLink',
      '@payload-plugin-suite/jobs/rsc#QueueNavLink',
    ])
    expect(admin.components?.views).toEqual({
      projectView: { Component: '/project#View', path: '/project' },
      queueDashboard: {
        Component: '@payload-plugin-suite/jobs/rsc#QueueDashboardView',
        path: '/queues',
      },
    })
    expect(admin.dependencies).toMatchObject({
      ppsQueueDashboard: {
        path: '@payload-plugin-suite/jobs/admin#QueueDashboard',
        type: 'component',
      },
      ppsAdminTemplate: { path: expect.stringMatching(/#DefaultTemplate$/), type: 'component' },
    })
  })

  test('retention adds the prune task after the project’s tasks, or alone; without retention the tasks are the project’s', () => {
    expect(slugs(jobs()(project()).jobs?.tasks)).toEqual(['projectTask'])
    const retained = { retention: { succeededMs: 60_000 } }
    expect(slugs(jobs(retained)(project()).jobs?.tasks)).toEqual(['projectTask', PRUNE_TASK_SLUG])
    expect(slugs(jobs(retained)(project({ tasks: undefined })).jobs?.tasks)).toEqual([
      PRUNE_TASK_SLUG,
    ])
  })

  test('reliability becomes Payload 4’s processing lease (a buffer of a third of it, at most 30 s) unless the project set its own', () => {
    const lease = (leaseMs: number, jobsConfig?: Config['jobs']) =>
      (jobs({ reliability: { leaseMs } })(project(jobsConfig)).jobs as Record<string, unknown>)
        .processingLease
    expect(lease(60_000)).toEqual({ duration: 60_000, safetyBuffer: 20_000 })
    expect(lease(300_000)).toEqual({ duration: 300_000, safetyBuffer: 30_000 })
    const own = { duration: 5_000 }
    expect(lease(60_000, { processingLease: own } as Config['jobs'])).toBe(own)
    expect(jobs()(project()).jobs).not.toHaveProperty('processingLease')
  })
})
