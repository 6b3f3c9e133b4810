import { createClient, type Host } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { countSubmissions, createForm, fieldErrors, signIn, submitTo } from './support'

// An injectable clock: the spam guard measures fill time against it.
const clock = { now: Date.parse('2026-06-01T12:00:00.000Z') }
const secondsAgo = (seconds: number) => new Date(clock.now - seconds * 1000).toISOString()

const guestbook = (host: Host) =>
  createForm(host, {
    title: 'Guestbook',
    fields: [{ blockType: 'text', name: 'name', required: true }],
  })

// Flag mode also promises that no action runs for a flagged submission.
const guestbookWithAction = (host: Host) =>
  createForm(host, {
    title: 'Guestbook',
    fields: [{ blockType: 'text', name: 'name', required: true }],
    actions: [{ blockType: 'recordAction' }],
  })

describeFamily('FB', 'spam guard (flag mode)', () => {
  const host = useHost({
    fixture: fbForms,
    options: { plugin: { spam: { mode: 'flag', minFillMs: 5000, now: () => clock.now } } },
  })

  test('[FB-29] flag mode stores suspicious submissions as flagged with the signal in meta, and runs no action for them', async () => {
    const form = await guestbookWithAction(host())
    const visitor = createClient(host())
    const submit = (extra: Record<string, unknown>) =>
      submitTo(visitor, form, { name: 'Ann' }, extra)
    const clean = await submit({ honeypot: '', startedAt: secondsAgo(30) })
    const trap = await submit({ honeypot: 'http://buy.example', startedAt: secondsAgo(30) })
    const fast = await submit({ startedAt: secondsAgo(2) })
    const blind = await submit({})
    for (const response of [clean, trap, fast, blind]) expect(response.status).toBe(201)

    const editor = await signIn(host())
    const read = async (response: { body: { doc: { id: unknown } } }) =>
      (await editor.get(`/form-submissions/${response.body.doc.id}`)).body
    const [cleanDoc, trapDoc, fastDoc, blindDoc] = await Promise.all(
      [clean, trap, fast, blind].map(read),
    )
    expect(cleanDoc.status).toBe('received')
    expect(cleanDoc.meta.spam).toEqual({ verdict: 'ok', signals: [] })
    expect(trapDoc.status).toBe('flagged')
    expect(trapDoc.meta.spam).toEqual({ verdict: 'flagged', signals: ['honeypot'] })
    expect(fastDoc.meta.spam).toEqual({ verdict: 'flagged', signals: ['tooFast'] })
    expect(blindDoc.meta.spam).toEqual({ verdict: 'flagged', signals: ['missingStartedAt'] })
    // The honeypot and timestamp are not stored as answers.
    expect(trapDoc.values).toEqual({ name: 'Ann' })

    expect(cleanDoc.actionResults).toEqual([
      expect.objectContaining({ action: 'recordAction', status: 'sent' }),
    ])
    expect(trapDoc.actionResults).toEqual([
      expect.objectContaining({ action: 'recordAction', status: 'skipped' }),
    ])
    const log = await host().payload.find({
      collection: 'fb-log' as never,
      where: { kind: { equals: 'action.recordAction' } },
      pagination: false,
    })
    expect(log.docs.map((entry: any) => entry.detail.submission)).toEqual([cleanDoc.id])
  })
})

describeFamily('FB', 'spam guard (reject mode)', () => {
  const host = useHost({
    fixture: fbForms,
    options: {
      plugin: {
        spam: { mode: 'reject', minFillMs: 5000, honeypotField: 'website', now: () => clock.now },
      },
    },
  })

  test('[FB-29] reject mode answers 400 to a filled honeypot or a too-fast submission and stores nothing', async () => {
    const form = await guestbook(host())
    const visitor = createClient(host())
    const before = await countSubmissions(host())
    const send = (name: string, guard: Record<string, unknown>) =>
      submitTo(visitor, form, { name }, guard)
    const trap = await send('Bot', { website: 'x', startedAt: secondsAgo(30) })
    expect(trap.status).toBe(400)
    expect(fieldErrors(trap.body)[0].message).toMatch(/spam/i)
    const fast = await send('Bot', { startedAt: secondsAgo(1) })
    expect(fast.status).toBe(400)
    expect(await countSubmissions(host())).toBe(before)
    expect(host().outbox).toHaveLength(0)

    const human = await send('Ann', { website: '', startedAt: secondsAgo(6) })
    expect(human.status).toBe(201)
  })
})

describeFamily('FB', 'spam guard (off by default, and with spam: false)', () => {
  const omitted = useHost({ fixture: fbForms })
  const off = useHost({ fixture: fbForms, options: { plugin: { spam: false } } })

  test('[FB-29] with spam omitted or false there is no guard: no timestamp needed, no spam signal, nothing flagged', async () => {
    for (const host of [omitted(), off()]) {
      const form = await guestbook(host)
      const created = await submitTo(
        createClient(host),
        form,
        { name: 'Ann' },
        { honeypot: 'filled' },
      )
      expect(created.status).toBe(201)
      const doc = (await (await signIn(host)).get(`/form-submissions/${created.body.doc.id}`)).body
      expect(doc.status).toBe('received')
      expect(doc.meta).not.toHaveProperty('spam')
    }
  })
})

describeFamily('FB', 'spam guard (spam: true)', () => {
  const defaults = useHost({ fixture: fbForms, options: { plugin: { spam: true } } })
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString()

  test('[FB-29] spam: true is the guard with its defaults (flag mode, a honeypot field, 3 s minimum)', async () => {
    const form = await guestbook(defaults())
    const visitor = createClient(defaults())
    const submit = (extra: Record<string, unknown>) =>
      submitTo(visitor, form, { name: 'Ann' }, extra)
    const responses = [
      await submit({ startedAt: ago(3_500) }),
      await submit({ startedAt: ago(2_500) }),
      await submit({ honeypot: 'filled', startedAt: ago(10_000) }),
    ]
    for (const response of responses)
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(201)
    const editor = await signIn(defaults())
    const spamOf = async (response: { body: { doc: { id: unknown } } }) =>
      (await editor.get(`/form-submissions/${response.body.doc.id}`)).body.meta.spam
    expect(await Promise.all(responses.map(spamOf))).toEqual([
      { verdict: 'ok', signals: [] },
      { verdict: 'flagged', signals: ['tooFast'] },
      { verdict: 'flagged', signals: ['honeypot'] },
    ])
  })
})
