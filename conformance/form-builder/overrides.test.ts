import { createClient } from '../../fixtures'
import { describeFamily, expect, test, useHost, withHost } from '../harness'
import fbForms from './fb-forms'
import { createForm, managedCollection, signIn, submitTo } from './support'

const loggedIn = ({ req }: { req: { user?: unknown } }) => Boolean(req.user)
const longAgo = () => new Date(Date.now() - 60_000).toISOString()

// The consumer's override of forms, without the keys the plugin locks (FB-03 adds those on a host of its own).
const formsOverride = {
  labels: { singular: 'Survey', plural: 'Surveys' },
  defaultSort: '-title',
  admin: {
    defaultColumns: ['title', 'updatedAt'],
    group: 'Consumer',
    pagination: { defaultLimit: 2 },
  },
  access: { read: loggedIn },
  hooks: {
    // Runs after the plugin's beforeChange hooks: it sees resolvedAt already stamped.
    beforeChange: [
      ({ data }: { data: Record<string, any> }) => {
        if (data.poll?.type)
          data.title = `${String(data.title).split(' [')[0]} [consumer saw resolvedAt: ${Boolean(data.poll.outcome?.resolvedAt)}]`
        return data
      },
    ],
  },
}

const lockedCustomAttempt = { adminWiki: { coverage: 'all' }, consumerFlag: true }

// Keys the plugin locks, which an override tries to take over, and an endpoint of the consumer's own.
const lockedKeyAttempts = {
  slug: 'hijacked-forms',
  upload: true,
  auth: true,
  custom: lockedCustomAttempt,
  endpoints: [
    { path: '/:id/poll-options', method: 'get', handler: () => Response.json({ hijacked: true }) },
    { path: '/consumer-ping', method: 'get', handler: () => Response.json({ pong: true }) },
  ],
}

describeFamily('FB', 'collection override merge rules', () => {
  const host = useHost({
    fixture: fbForms,
    options: {
      plugin: { spam: { mode: 'flag', minFillMs: 1000 }, overrides: { forms: formsOverride } },
    },
  })

  test('[FB-02] consumer-controlled keys win: labels, defaultSort and admin (pagination, columns, group) come from the override', async () => {
    const forms = managedCollection(host(), 'forms')
    expect(forms.labels).toMatchObject({ singular: 'Survey', plural: 'Surveys' })
    expect(forms.admin.defaultColumns).toEqual(['title', 'updatedAt'])
    expect(forms.admin.group).toBe('Consumer')
    expect(forms.admin.pagination).toMatchObject({ defaultLimit: 2 })
    // The plugin's own admin defaults the override did not name stay.
    expect(forms.admin.useAsTitle).toBe('title')

    for (const title of ['alpha', 'charlie', 'bravo']) await createForm(host(), { title })
    const editor = await signIn(host())
    const list = await editor.get('/forms', {
      query: { 'where[title][in]': 'alpha,bravo,charlie' },
    })
    expect(list.status).toBe(200)
    expect(list.body.docs.map((doc: { title: string }) => doc.title)).toEqual([
      'charlie',
      'bravo',
      'alpha',
    ])
  })

  test('[FB-03] plugin-locked keys cannot be overridden: slug, upload and the plugin endpoints stay; consumer endpoints are added', async () => {
    const overrides = {
      forms: { ...formsOverride, ...lockedKeyAttempts },
      formSubmissions: { custom: lockedCustomAttempt },
    }
    await withHost({ fixture: fbForms, options: { plugin: { overrides } } }, async (locked) => {
      const slugs = locked.config.collections.map((collection) => collection.slug)
      expect(slugs, 'the override’s slug renamed the forms collection').not.toContain(
        'hijacked-forms',
      )
      expect((await createClient(locked).get('/hijacked-forms')).status).toBe(404)
      const forms = managedCollection(locked, 'forms')
      expect(forms.upload, 'the override made forms an upload collection').toBeFalsy()
      expect(forms.auth, 'the override made forms an auth collection').toBeFalsy()
      // The plugin's own keys in custom win, on both collections.
      for (const slug of ['forms', 'form-submissions'] as const) {
        const pluginCustom = managedCollection(host(), slug).custom ?? {}
        expect(
          managedCollection(locked, slug).custom,
          `the override replaced the plugin’s custom on ${slug}`,
        ).toMatchObject(pluginCustom)
      }

      const poll = await createForm(locked, {
        title: 'Poll',
        poll: { type: 'manual', options: [{ value: 'yes' }, { value: 'no' }] },
      })
      const editor = await signIn(locked)
      const options = await editor.get(`/forms/${poll.id}/poll-options`)
      expect(options.status).toBe(200)
      expect(
        options.body,
        'the override’s endpoint answered in place of the plugin’s poll-options',
      ).not.toHaveProperty('hijacked')
      expect(options.body.options.map((option: { value: string }) => option.value)).toEqual([
        'yes',
        'no',
      ])
      expect((await editor.get('/forms/consumer-ping')).body).toEqual({ pong: true })
    })
  })

  test('[FB-04] a consumer beforeValidate on form-submissions runs after the spam guard and the submission validator', async () => {
    const form = await createForm(host(), {
      title: 'Contact',
      fields: [{ blockType: 'text', name: 'name', required: true }],
    })
    const visitor = createClient(host())
    const send = (name: string, honeypot: string) =>
      submitTo(visitor, form, { name }, { honeypot, startedAt: longAgo() })
    const clean = await send('Ann', '')
    expect(clean.status).toBe(201)
    const spammy = await send('Bot', 'http://spam.test')
    expect(spammy.status).toBe(201)

    const editor = await signIn(host())
    const cleanDoc = (await editor.get(`/form-submissions/${clean.body.doc.id}`)).body
    const spamDoc = (await editor.get(`/form-submissions/${spammy.body.doc.id}`)).body
    expect(cleanDoc.meta.consumerBeforeValidate).toEqual({
      sawSpamVerdict: 'ok',
      sawDescriptors: true,
    })
    expect(spamDoc.meta.consumerBeforeValidate).toEqual({
      sawSpamVerdict: 'flagged',
      sawDescriptors: true,
    })

    // A submission the validator rejects never reaches the consumer hook: nothing is stored.
    const before = (await editor.get('/form-submissions')).body.totalDocs
    const rejected = await submitTo(visitor, form, {}, { honeypot: '', startedAt: longAgo() })
    expect(rejected.status).toBe(400)
    expect((await editor.get('/form-submissions')).body.totalDocs).toBe(before)
  })

  test('[FB-05] a consumer afterChange on form-submissions runs after the action dispatch and the event sink', async () => {
    const form = await createForm(host(), {
      title: 'Ordered',
      fields: [{ blockType: 'text', name: 'name' }],
      actions: [{ blockType: 'recordAction' }],
    })
    const created = await submitTo(
      createClient(host()),
      form,
      { name: 'Ann' },
      { honeypot: '', startedAt: longAgo() },
    )
    expect(created.status).toBe(201)
    const id = created.body.doc.id

    const editor = await signIn(host())
    const log = await editor.get('/fb-log', { query: { sort: 'id', limit: 100 } })
    const mine = log.body.docs.filter(
      (entry: { detail: { submission: unknown } }) => entry.detail?.submission === id,
    )
    expect(mine.map((entry: { kind: string }) => entry.kind)).toEqual([
      'action.recordAction',
      'event:submission.created',
      'consumer.afterChange',
    ])
    // The consumer hook also sees the dispatch's outcome on the document.
    expect(mine[2].detail.actionResults).toEqual([
      expect.objectContaining({ action: 'recordAction', status: 'sent' }),
    ])
  })

  test('[FB-06] access: plugin defaults first, the override last; anonymous readers lose forms, other defaults stay', async () => {
    const form = await createForm(host(), { title: 'Private now' })
    const anonymous = createClient(host())
    expect((await anonymous.get(`/forms/${form.id}`)).status).toBe(403)
    // Defaults the override did not name: forms create needs a login, submissions create is public.
    expect((await anonymous.post('/forms', { title: 'nope' })).status).toBe(403)
    const editor = await signIn(host())
    expect((await editor.get(`/forms/${form.id}`)).status).toBe(200)
    expect((await editor.post('/forms', { title: 'yes' })).status).toBe(201)
  })

  test('[FB-04] consumer hooks on forms run after the plugin hooks (they see the server-stamped resolvedAt)', async () => {
    const form = await createForm(host(), {
      title: 'Hooked',
      poll: { type: 'manual', options: [{ value: 'a' }, { value: 'b' }] },
    })
    const editor = await signIn(host())
    const updated = await editor.patch(`/forms/${form.id}`, {
      poll: { outcome: { winningValues: ['a'] } },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.doc.title).toBe('Hooked [consumer saw resolvedAt: true]')
  })
})

describeFamily('FB', 'collection override merge rules (submissions access)', () => {
  // Names one operation only: every other operation keeps the plugin's default, public create included.
  const host = useHost({
    fixture: fbForms,
    options: { plugin: { overrides: { formSubmissions: { access: { delete: () => false } } } } },
  })

  test('[FB-06] an access override on form-submissions applies last and keeps the unnamed defaults (public create)', async () => {
    const form = await createForm(host(), {
      title: 'Contact',
      fields: [{ blockType: 'text', name: 'name' }],
    })
    const created = await submitTo(createClient(host()), form, { name: 'Ann' })
    expect(created.status).toBe(201)
    const editor = await signIn(host())
    expect((await editor.get(`/form-submissions/${created.body.doc.id}`)).status).toBe(200)
    expect((await editor.delete(`/form-submissions/${created.body.doc.id}`)).status).toBe(403)
  })
})
