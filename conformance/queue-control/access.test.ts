import {
  allJobs,
  createClient,
  errorMessage,
  type Host,
  type HttpResponse,
  JOBS,
  type QcHostOptions,
  queueJobs,
  signedIn,
  withEnv,
} from '../../fixtures'
import { beforeAll, describeFamily, expect, implementation, test } from '../harness'
import { PROJECT_RUN_HEADER, PROJECT_RUN_TOKEN } from './qc-host'
import { CRON_SECRET, useQcHost } from './support'

type Caller =
  | 'anonymous'
  | 'logged-in'
  | 'bearer right'
  | 'bearer wrong'
  | 'bearer, env unset'
  | 'project token'
type Endpoint = 'queue-status' | 'queue-run' | 'queue-sweep' | 'run' | 'handle-schedules'
type Outcome = 'allowed' | 'denied' | 'absent'

const CALLERS: Caller[] = [
  'anonymous',
  'logged-in',
  'bearer right',
  'bearer wrong',
  'bearer, env unset',
  'project token',
]
const ENDPOINTS: Endpoint[] = [
  'queue-status',
  'queue-run',
  'queue-sweep',
  'run',
  'handle-schedules',
]
const QUEUE_ENDPOINTS = new Set<Endpoint>(['queue-status', 'queue-run', 'queue-sweep'])

/** Same length as the secret, one character off: a length check alone cannot reject it. */
const WRONG_SECRET = `${CRON_SECRET.slice(0, -1)}X`

const hostFor = (options: QcHostOptions) =>
  useQcHost({ reliability: true, schedule: true, ...options })

/**
 * Calls every endpoint as every caller and returns the cells whose outcome differs from `expected`.
 * Each allowed call runs jobs, so a queued noop job per call proves "allowed" means "ran".
 */
const matrix = async (host: Host, expected: (caller: Caller, endpoint: Endpoint) => Outcome) => {
  const loggedIn = await signedIn(host, host.payload)
  const anonymous = createClient(host)
  const mismatches: string[] = []
  for (const caller of CALLERS) {
    const headers: Record<string, string> = {}
    if (caller === 'bearer right' || caller === 'bearer, env unset')
      headers.authorization = `Bearer ${CRON_SECRET}`
    if (caller === 'bearer wrong') headers.authorization = `Bearer ${WRONG_SECRET}`
    if (caller === 'project token') headers[PROJECT_RUN_HEADER] = PROJECT_RUN_TOKEN
    const call = (path: string) =>
      withEnv('CRON_SECRET', caller === 'bearer, env unset' ? undefined : CRON_SECRET, () =>
        (caller === 'logged-in' ? loggedIn : anonymous).get(`${JOBS}/${path}`, { headers }),
      )
    // What this caller gets where no endpoint exists (Payload reads the path as a job id): an
    // endpoint answering exactly that is absent, whatever status and body the host uses for it.
    const nowhere = await call(NO_SUCH_ENDPOINT)
    for (const endpoint of ENDPOINTS) {
      const [queued] = await queueJobs(host.payload, 1)
      const response = await call(endpoint)
      const ran =
        (await allJobs(host.payload)).find((row) => row.id === queued)?.completedAt != null
      const outcome: Outcome | `answered ${number}` =
        response.status === 200
          ? 'allowed'
          : sameReply(response, nowhere)
            ? 'absent'
            : response.status === 401 || response.status === 403
              ? 'denied'
              : `answered ${response.status}`
      const want = expected(caller, endpoint)
      const ranWhenItShould =
        endpoint === 'queue-run' || endpoint === 'run' ? ran === (want === 'allowed') : !ran
      if (outcome !== want || !ranWhenItShould || (want === 'denied' && !errorMessage(response))) {
        mismatches.push(
          `${caller} × ${endpoint}: got ${response.status} (${outcome}, ran=${ran}), want ${want}`,
        )
      }
      // Leave no due job behind for the next cell.
      if (!ran) await host.payload.delete({ collection: 'payload-jobs', id: queued })
    }
  }
  return mismatches
}

/** The default guard's rule: logged-in users only. */
const loggedInOnly = (caller: Caller): Outcome => (caller === 'logged-in' ? 'allowed' : 'denied')
/** The rule of the project's jobs.access.run: its token only. */
const projectTokenOnly = (caller: Caller): Outcome =>
  caller === 'project token' ? 'allowed' : 'denied'

/** A path no plugin registers on payload-jobs. */
const NO_SUCH_ENDPOINT = 'queue-no-such-endpoint'

const sameReply = (response: HttpResponse, other: HttpResponse) =>
  response.status === other.status && JSON.stringify(response.body) === JSON.stringify(other.body)

describeFamily('QC', 'access matrix over HTTP', () => {
  // Whatever a test leaves in CRON_SECRET, the next file finds it as this one did.
  beforeAll(() => {
    const saved = process.env.CRON_SECRET
    return () => {
      if (saved === undefined) delete process.env.CRON_SECRET
      else process.env.CRON_SECRET = saved
    }
  })

  describeFamily('QC', 'queueControl off, jobs.access.run unset', () => {
    const host = hostFor({ queueControl: false })
    test('[QC-01] with queueControl off and jobs.access.run unset, /run and /handle-schedules deny every caller and the queue endpoints do not exist', async () => {
      expect(
        await matrix(host(), (_caller, endpoint) =>
          QUEUE_ENDPOINTS.has(endpoint) ? 'absent' : 'denied',
        ),
      ).toEqual([])
    }, 60_000)
  })

  describeFamily('QC', 'queueControl off, jobs.access.run set by the project', () => {
    const host = hostFor({ queueControl: false, accessRun: 'project' })
    test('[QC-02] a project-set jobs.access.run decides /run and /handle-schedules when queueControl is off', async () => {
      expect(
        await matrix(host(), (caller, endpoint) =>
          QUEUE_ENDPOINTS.has(endpoint) ? 'absent' : projectTokenOnly(caller),
        ),
      ).toEqual([])
    }, 60_000)
  })

  describeFamily('QC', 'queueControl on, default guard', () => {
    const host = hostFor({ queueControl: true })
    test('[QC-03] queueControl on with the default guard admits logged-in users only, on the queue endpoints and on the host job endpoints', async () => {
      expect(await matrix(host(), loggedInOnly)).toEqual([])
    }, 60_000)
  })

  describeFamily('QC', 'queueControl on, cronSecretAccess', () => {
    const host = hostFor({ queueControl: 'cron' })
    test('[QC-04] cronSecretAccess admits a logged-in user or the exact bearer secret; a wrong bearer, or any bearer while the variable is unset, is denied', async () => {
      expect(
        await matrix(host(), (caller) =>
          caller === 'logged-in' || caller === 'bearer right' ? 'allowed' : 'denied',
        ),
      ).toEqual([])
      // An empty variable admits no bearer either (not even "Bearer " with nothing after it).
      const anonymous = createClient(host())
      for (const authorization of ['Bearer ', 'Bearer', `bearer ${CRON_SECRET}x`, CRON_SECRET]) {
        const response = await withEnv('CRON_SECRET', '', () =>
          anonymous.get(`${JOBS}/queue-status`, { headers: { authorization } }),
        )
        expect(response.status, authorization).toBe(401)
      }
      // Nor does an unset variable admit its stringified absence.
      for (const authorization of ['Bearer undefined', 'Bearer null']) {
        const response = await withEnv('CRON_SECRET', undefined, () =>
          anonymous.get(`${JOBS}/queue-status`, { headers: { authorization } }),
        )
        expect(response.status, authorization).toBe(401)
      }
      // With the variable set, only the secret itself passes: not the secret with more after it, nor a prefix of it.
      for (const authorization of [
        `Bearer ${CRON_SECRET}x`,
        `Bearer ${CRON_SECRET} ${CRON_SECRET}`,
        `Bearer ${CRON_SECRET.slice(0, -1)}`,
      ]) {
        const response = await withEnv('CRON_SECRET', CRON_SECRET, () =>
          anonymous.get(`${JOBS}/queue-status`, { headers: { authorization } }),
        )
        expect(response.status, authorization).toBe(401)
      }
    }, 60_000)
  })

  describeFamily('QC', 'queueControl on, jobs.access.run set by the project', () => {
    const host = hostFor({ queueControl: true, accessRun: 'project' })
    test('[QC-05] with queueControl on, a project-set jobs.access.run still wins on /run and /handle-schedules while the guard covers the queue endpoints', async () => {
      expect(
        await matrix(host(), (caller, endpoint) =>
          QUEUE_ENDPOINTS.has(endpoint) ? loggedInOnly(caller) : projectTokenOnly(caller),
        ),
      ).toEqual([])
    }, 60_000)
  })

  test('[QC-06] cronSecretAccess reads the variable named by envVar on every request', async () => {
    const guard = implementation.cronSecretAccess!({ envVar: 'QC_ROTATING_SECRET' })
    const request = (authorization?: string) =>
      ({
        user: null,
        headers: new Headers(authorization ? { authorization } : {}),
      }) as unknown as Parameters<typeof guard>[0]['req']
    await withEnv('QC_ROTATING_SECRET', 'first-secret', async () => {
      expect(await guard({ req: request('Bearer first-secret') })).toBe(true)
      expect(await guard({ req: request('Bearer second-secret') })).toBe(false)
    })
    await withEnv('QC_ROTATING_SECRET', 'second-secret', async () => {
      expect(await guard({ req: request('Bearer second-secret') })).toBe(true)
      expect(await guard({ req: request('Bearer first-secret') })).toBe(false)
    })
    await withEnv('CRON_SECRET', 'first-secret', async () => {
      // Only the named variable counts.
      await withEnv('QC_ROTATING_SECRET', undefined, async () =>
        expect(await guard({ req: request('Bearer first-secret') })).toBe(false),
      )
    })
    expect(await guard({ req: { ...request(), user: { id: 1 } } as never })).toBe(true)
    expect(await implementation.loggedInAccess!({ req: request(`Bearer first-secret`) })).toBe(
      false,
    )
    expect(
      await implementation.loggedInAccess!({ req: { ...request(), user: { id: 1 } } as never }),
    ).toBe(true)
  })
})
