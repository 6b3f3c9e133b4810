import { createClient, type Host } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { createForm, signIn } from './support'

const eventsFor = async (host: Host, submission: unknown) => {
  const log = await host.payload.find({
    collection: 'fb-log' as never,
    sort: 'id',
    pagination: false,
    where: { kind: { like: 'event:' } },
  })
  return log.docs
    .filter((entry: any) => entry.detail?.submission === submission)
    .map((entry: any) => ({ kind: entry.kind, ...entry.detail }))
}

describeFamily('FB', 'events sink', () => {
  const state = {
    departments: [],
    fromAddresses: [],
    consentSources: [],
    pollSources: {},
    sinkThrows: false,
  }
  const host = useHost({ fixture: fbForms, options: { state } })

  test('[FB-38] with a resolver, the sink is called after each submission change: created (with action outcomes), updated, deleted', async () => {
    const form = await createForm(host(), {
      title: 'Events',
      fields: [{ blockType: 'text', name: 'name' }],
      actions: [{ blockType: 'recordAction' }],
    })
    const created = await createClient(host()).post('/form-submissions', {
      form: form.id,
      values: { name: 'Ann' },
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    const editor = await signIn(host())
    expect((await editor.patch(`/form-submissions/${id}`, { status: 'flagged' })).status).toBe(200)
    expect((await editor.delete(`/form-submissions/${id}`)).status).toBe(200)

    const events = await eventsFor(host(), id)
    expect(events.map((event: { kind: string }) => event.kind)).toEqual([
      'event:submission.created',
      'event:submission.updated',
      'event:submission.deleted',
    ])
    expect(events[0]).toMatchObject({
      form: form.id,
      actions: [expect.objectContaining({ action: 'recordAction', status: 'sent' })],
    })
  })

  test('[FB-38] a failing sink is logged and never fails or undoes the submission', async () => {
    const form = await createForm(host(), {
      title: 'Sink down',
      fields: [{ blockType: 'text', name: 'name' }],
    })
    state.sinkThrows = true
    try {
      const created = await createClient(host()).post('/form-submissions', {
        form: form.id,
        values: { name: 'Ann' },
      })
      expect(created.status).toBe(201)
      expect(
        await host().payload.findByID({ collection: 'form-submissions', id: created.body.doc.id }),
      ).toBeTruthy()
      expect(
        host().logs.some(
          (entry) => entry.level >= 50 && JSON.stringify(entry).includes('sink is down'),
        ),
      ).toBe(true)
    } finally {
      state.sinkThrows = false
    }
  })
})

describeFamily('FB', 'events off without a resolver', () => {
  const host = useHost({ fixture: fbForms, options: { plugin: { events: undefined } } })

  test('[FB-38] without an events resolver nothing is emitted', async () => {
    const form = await createForm(host(), {
      title: 'Quiet',
      fields: [{ blockType: 'text', name: 'name' }],
    })
    const created = await createClient(host()).post('/form-submissions', {
      form: form.id,
      values: { name: 'Ann' },
    })
    expect(created.status).toBe(201)
    expect(await eventsFor(host(), created.body.doc.id)).toEqual([])
  })
})
