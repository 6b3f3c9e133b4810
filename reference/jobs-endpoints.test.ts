import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { loadImplementation } from '../conformance/kit/loader'
import {
  errorMessage,
  type HttpClient,
  JOBS,
  OPS_USER,
  type QcHostOptions,
  queueJobs,
  signedIn,
} from '../fixtures'
import { bootHost, type Host } from '../fixtures/host'

const implementation = await loadImplementation()
const qcHost = new URL('../conformance/queue-control/qc-host.ts', import.meta.url).pathname

/**
 * The reference's own words on its queue endpoints: each refusal names what was wrong and what is
 * accepted, each answer says what was done. The QC family asks a fork for a 400 with a message, not
 * for these words.
 */
describe('jobs queue endpoints’ messages (reference unit)', () => {
  let host: Host
  let ops: HttpClient
  const pauses = () => implementation.createPauseStore!(host.payload)

  beforeAll(async () => {
    host = await bootHost<QcHostOptions>({
      fixture: qcHost,
      implementation,
      options: { queueControl: 'ops' },
    })
    ops = await signedIn(host, host.payload, OPS_USER)
  }, 120_000)
  afterAll(() => host?.close())
  beforeEach(() => pauses().resume({ all: true }))

  const refusal = async (response: Promise<{ status: number; body: unknown }>) => {
    const answered = await response
    expect(answered.status).toBe(400)
    return errorMessage(answered as never)
  }
  const run = (query: string) => refusal(ops.get(`${JOBS}/queue-run?${query}`))

  test('queue-run: unknown, repeated and malformed parameters', async () => {
    expect(await run('foo=1')).toBe(
      'Unknown query parameter "foo". Known: allQueues, disableScheduling, silent, queue, limit.',
    )
    expect(await run('limit=1&limit=2')).toBe('Query parameter "limit" is given more than once.')
    expect(await run('silent=yes')).toBe('silent must be "true" or "false", got "yes".')
    expect(await run('queue=')).toBe('queue must be a queue name of 1 to 200 characters.')
    expect(await run(`queue=${'q'.repeat(201)}`)).toBe(
      'queue must be a queue name of 1 to 200 characters.',
    )
    expect(await run('queue=a&allQueues=true')).toBe(
      'Give either queue=<name> or allQueues=true, not both.',
    )
    expect(await run('limit=0')).toBe('limit must be a whole number from 1 to 1000, got "0".')
  })

  test('queue-run: says how many jobs it ran and which paused queues it skipped', async () => {
    await queueJobs(host.payload, 1, 'noop', 'q'.repeat(200))
    const ran = await ops.get(`${JOBS}/queue-run?queue=${'q'.repeat(200)}&disableScheduling=true`)
    expect(ran.body.message).toBe('Ran 1 job(s).')
    await pauses().pause('default')
    const skipped = await ops.get(`${JOBS}/queue-run?disableScheduling=true`)
    expect(skipped.body.message).toBe('Ran 0 job(s); skipped paused queue(s): default.')
  })

  test('queue-pause and queue-resume: what was wrong, and what was done', async () => {
    const pause = (body: unknown) => ops.post(`${JOBS}/queue-pause`, body)
    const resume = (body: unknown) => ops.post(`${JOBS}/queue-resume`, body)
    expect(
      await refusal(
        ops.post(`${JOBS}/queue-pause`, '{', { headers: { 'content-type': 'application/json' } }),
      ),
    ).toBe('The body must be a JSON object.')
    expect(await refusal(pause([]))).toBe('The body must be a JSON object.')
    expect(await refusal(pause({ by: 'me', queue: 'default' }))).toBe(
      'Unknown field(s) "by". Known: queue, reason, resumeAt.',
    )
    expect(await refusal(pause({ queue: 7 }))).toBe(
      'queue must be a queue name of 1 to 200 characters.',
    )
    expect(await refusal(pause({ reason: 'r'.repeat(501) }))).toBe(
      'reason must be text of at most 500 characters.',
    )
    expect(await refusal(pause({ resumeAt: 'soon' }))).toBe(
      'resumeAt must be an ISO 8601 date-time.',
    )
    expect(await refusal(pause({ resumeAt: '2000-01-01T00:00:00Z' }))).toBe(
      'resumeAt must be in the future.',
    )
    expect(await refusal(resume({ queue: 'default', global: 'yes' }))).toBe(
      'global must be true or false.',
    )
    expect(await refusal(resume({ global: true, all: true }))).toBe(
      'Give exactly one of queue, global: true or all: true.',
    )

    const paused = await pause({ queue: 'default', reason: '  Deploying  ', resumeAt: null })
    expect(paused.body.message).toBe('Queue "default" paused.')
    expect(paused.body.pause).toEqual(await pauses().state())
    expect((await pauses().state()).records.queues.default).toMatchObject({
      pausedBy: OPS_USER.email,
      reason: 'Deploying',
      resumeAt: null,
    })
    expect((await pause({ reason: '   ', resumeAt: '' })).body.message).toBe('All queues paused.')
    expect((await pauses().state()).records.global).toMatchObject({ reason: null, resumeAt: null })
    expect((await resume({ queue: 'default' })).body.message).toBe('Queue "default" resumed.')
    expect((await resume({ global: true })).body.message).toBe('Global pause cleared.')
    const cleared = await resume({ all: true })
    expect(cleared.body).toEqual({ message: 'Every pause cleared.', pause: await pauses().state() })
  })
})
