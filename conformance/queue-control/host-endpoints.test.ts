import { createClient, errorMessage, JOBS, job, queueJobs, signedIn } from '../../fixtures'
import { describeFamily, expect, test } from '../harness'
import { PROJECT_RUN_HEADER, PROJECT_RUN_TOKEN } from './qc-host'
import { useQcHost } from './support'

describeFamily('QC', 'input of Payload’s /run and /handle-schedules', () => {
  const scheduled = useQcHost({ queueControl: true, schedule: true })
  const unscheduled = useQcHost({ queueControl: true })
  const projectAccess = useQcHost({ queueControl: true, schedule: true, accessRun: 'project' })

  test('[QC-45] Payload’s /run and /handle-schedules answer malformed input with a 400 naming the parameter, for callers their access admits, running nothing; /handle-schedules with nothing scheduled is a 400', async () => {
    const { payload } = scheduled()
    const operator = await signedIn(scheduled(), payload)
    const [queued] = await queueJobs(payload, 1)
    const refusals: Array<[string, string, RegExp]> = [
      ['run', 'limit=99999999999999999999', /limit/],
      ['run', 'limit=2147483648', /limit/],
      ['run', 'limit=1.5', /limit/],
      ['run', 'limit=0', /limit/],
      ['run', 'limit=-1', /limit/],
      ['run', 'limit=1&limit=2', /limit/],
      ['run', 'limit[a]=1', /limit/],
      ['run', 'queue=a&queue=b', /queue/],
      ['run', `queue=${'q'.repeat(10_000)}`, /queue/],
      ['run', `queue=${'q'.repeat(201)}`, /queue/],
      ['handle-schedules', 'queue=a&queue=b', /queue/],
      ['handle-schedules', 'allQueues=true&allQueues=false', /allQueues/],
    ]
    const ticks = async () =>
      (await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'tick' } } }))
        .totalDocs
    const ticksBefore = await ticks()
    for (const [path, query, message] of refusals) {
      const response = await operator.get(`${JOBS}/${path}?${query}`)
      const name = `${path}?${query.slice(0, 40)}`
      expect(response.status, name).toBe(400)
      expect(errorMessage(response), name).toMatch(message)
      expect(JSON.stringify(response.body).length, name).toBeLessThan(1_000)
      // Nothing quoted back, short values included.
      for (const value of ['99999999999999999999', '2147483648', '1.5', 'qqqqqqqqqq'])
        expect(JSON.stringify(response.body), name).not.toContain(value)
    }
    expect((await job(payload, queued)).completedAt ?? null).toBeNull()
    expect(await ticks()).toBe(ticksBefore)
    // The access check comes first: a caller it refuses is told so, whatever the input.
    expect(
      (await createClient(scheduled()).get(`${JOBS}/run?limit=99999999999999999999`)).status,
    ).toBe(401)
    expect(
      (await createClient(scheduled()).get(`${JOBS}/handle-schedules?queue=a&queue=b`)).status,
    ).toBe(401)
    expect((await createClient(scheduled()).get(`${JOBS}/handle-schedules`)).status).toBe(401)
    expect(await ticks()).toBe(ticksBefore)
    // The bounds themselves are taken: a 200-character queue name, the largest limit.
    expect((await operator.get(`${JOBS}/run?queue=${'q'.repeat(200)}`)).status).toBe(200)
    expect((await operator.get(`${JOBS}/run?limit=2147483647&queue=none`)).status).toBe(200)
    // Well-formed input still runs the job.
    expect((await operator.get(`${JOBS}/run?limit=5`)).status).toBe(200)
    expect((await job(payload, queued)).completedAt).toBeTruthy()

    expect((await operator.get(`${JOBS}/handle-schedules`)).status).toBe(200)
    const nothingScheduled = await (await signedIn(unscheduled(), unscheduled().payload)).get(
      `${JOBS}/handle-schedules`,
    )
    expect(nothingScheduled.status).toBe(400)
    expect(errorMessage(nothingScheduled)).toMatch(/schedule/)
  }, 60_000)
  test('[QC-45] the same 400s for a caller a project-set jobs.access.run admits (not a logged-in user), and its 401 for the rest', async () => {
    const { payload } = projectAccess()
    const [queued] = await queueJobs(payload, 1)
    const cron = createClient(projectAccess())
    const admitted = { headers: { [PROJECT_RUN_HEADER]: PROJECT_RUN_TOKEN } }
    for (const [path, query, message] of [
      ['run', 'limit=99999999999999999999', /limit/],
      ['run', 'queue=a&queue=b', /queue/],
      ['handle-schedules', 'allQueues=true&allQueues=false', /allQueues/],
    ] as const) {
      const response = await cron.get(`${JOBS}/${path}?${query}`, admitted)
      expect(response.status, `${path}?${query}`).toBe(400)
      expect(errorMessage(response), `${path}?${query}`).toMatch(message)
      expect(JSON.stringify(response.body), `${path}?${query}`).not.toContain(
        '99999999999999999999',
      )
    }
    expect((await job(payload, queued)).completedAt ?? null).toBeNull()
    // Refused callers, a logged-in user among them, still get Payload's 401 whatever the input.
    const loggedIn = await signedIn(projectAccess(), payload)
    for (const caller of [cron, loggedIn])
      expect((await caller.get(`${JOBS}/run?limit=99999999999999999999`)).status).toBe(401)
    expect((await cron.get(`${JOBS}/run?limit=5`, admitted)).status).toBe(200)
    expect((await job(payload, queued)).completedAt).toBeTruthy()
  })
})
