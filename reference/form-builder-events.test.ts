import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Host } from '../fixtures/host'
import { bootFbHost } from './test-hosts'

/** The fixture's resolvers read this; of it, these tests reach only the sink's switch. */
const state = { sinkThrows: false }

/**
 * What the reference's action dispatch and event sink record, beyond FB-38's event names: when
 * actions run, what each event carries, and the log lines of a failing action or sink. The spec
 * leaves event payloads to the implementation.
 */
describe('form-builder actions and events (reference unit)', () => {
  let host: Host
  const submit = async (actions: unknown[]) => {
    const form = await host.payload.create({
      collection: 'forms',
      data: { title: 'Dispatch', fields: [{ blockType: 'text', name: 'name' }], actions } as never,
    })
    const submission = await host.payload.create({
      collection: 'form-submissions',
      data: { form: form.id, values: { name: 'Ann' } } as never,
    })
    // Read back: the create's own answer leaves outcomes out for a caller without a user.
    const stored = await host.payload.findByID({
      collection: 'form-submissions',
      id: submission.id,
    })
    return { form, submission: stored as unknown as { id: number; actionResults?: unknown } }
  }
  /** The actions run and events emitted for one submission, in order, from the fixture's log. */
  const logOf = async (submission: number) =>
    (
      await host.payload.find({
        collection: 'fb-log' as never,
        sort: 'id',
        pagination: false,
      })
    ).docs
      .map((entry) => entry as unknown as { kind: string; detail?: Record<string, unknown> })
      .filter(
        (entry) => entry.detail?.submission === submission && /^(action\.|event:)/.test(entry.kind),
      )
      .map(({ kind, detail }) => ({ kind, actions: detail?.actions }))
  const errorsLogged = (earlier: number) =>
    host.logs.slice(earlier).filter((entry) => entry.level >= 50)

  beforeAll(async () => {
    host = await bootFbHost({ state })
  }, 120_000)
  afterAll(() => host?.close())

  test('actions run once, when the submission is created: its event carries their outcomes; an update runs none and its event carries none', async () => {
    const { submission } = await submit([{ blockType: 'recordAction' }])
    const sent = [{ action: 'recordAction', status: 'sent', at: expect.any(String) }]
    expect(submission.actionResults).toEqual(sent)
    await host.payload.update({
      collection: 'form-submissions',
      id: submission.id,
      data: { status: 'flagged' } as never,
    })
    const updated = await host.payload.findByID({
      collection: 'form-submissions',
      id: submission.id,
    })
    expect((updated as unknown as { actionResults: unknown }).actionResults).toEqual(sent)
    expect(await logOf(submission.id)).toEqual([
      { kind: 'action.recordAction', actions: undefined },
      { kind: 'event:submission.created', actions: sent },
      { kind: 'event:submission.updated', actions: null },
    ])
  })

  test('a form without actions stores no outcomes, and its created event carries none', async () => {
    const { submission } = await submit([])
    expect(submission.actionResults ?? null).toBeNull()
    expect(await logOf(submission.id)).toEqual([{ kind: 'event:submission.created', actions: [] }])
  })

  test('a failing action is recorded with its error and logged with its type and the submission', async () => {
    const earlier = host.logs.length
    const { submission } = await submit([{ blockType: 'explode', reason: 'mail server down' }])
    expect(submission.actionResults).toEqual([
      { action: 'explode', status: 'failed', error: 'mail server down', at: expect.any(String) },
    ])
    expect(errorsLogged(earlier)).toEqual([
      expect.objectContaining({
        msg: 'formBuilder: action explode failed',
        submission: submission.id,
        err: 'mail server down',
      }),
    ])
  })

  test('a failing sink is logged with the event it failed on', async () => {
    const earlier = host.logs.length
    state.sinkThrows = true
    try {
      await submit([])
    } finally {
      state.sinkThrows = false
    }
    expect(errorsLogged(earlier)).toEqual([
      expect.objectContaining({
        msg: 'formBuilder: event sink failed on submission.created',
        err: 'sink is down',
      }),
    ])
  })
})

test('form-builder: an events resolver that gives no sink for a request emits nothing and logs nothing (reference unit)', async () => {
  const host = await bootFbHost({ state, plugin: { events: () => undefined } })
  try {
    const form = await host.payload.create({
      collection: 'forms',
      data: { title: 'No sink', fields: [{ blockType: 'text', name: 'name' }] } as never,
    })
    await host.payload.create({
      collection: 'form-submissions',
      data: { form: form.id, values: { name: 'Ann' } } as never,
    })
    expect(host.logs.filter((entry) => entry.level >= 50)).toEqual([])
  } finally {
    await host.close()
  }
}, 120_000)
