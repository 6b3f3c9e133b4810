import { createClient } from '../../fixtures'
import { describeFamily, expect, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { createForm, fieldErrors, richText, signIn } from './support'

describeFamily('FB', 'consent', () => {
  const state = {
    departments: [],
    fromAddresses: [],
    consentSources: [
      {
        id: 'privacy-v1',
        title: 'Privacy policy (2026)',
        url: 'https://example.test/privacy',
        statement: richText('We keep your address for 30 days.'),
      },
      { id: 'newsletter', title: 'Monthly newsletter' },
    ] as Array<{ id: string; title?: string; url?: string; statement?: unknown }>,
    pollSources: {},
  }
  const host = useHost({ fixture: fbForms, options: { state } })

  const consentForm = () =>
    createForm(host(), {
      title: 'Sign up',
      fields: [
        { blockType: 'email', name: 'email', required: true },
        {
          blockType: 'consent',
          name: 'privacy',
          label: 'Privacy',
          source: 'privacy-v1',
          required: true,
        },
        { blockType: 'consent', name: 'news', label: 'News', source: 'newsletter' },
      ],
    })

  test('[FB-30] a consent answer is stored as agreed or declined with the source row id and capture time, never the statement', async () => {
    const form = await consentForm()
    const visitor = createClient(host())
    const declinedRequired = await visitor.post('/form-submissions', {
      form: form.id,
      values: { email: 'a@b.test', privacy: false },
    })
    expect(declinedRequired.status).toBe(400)
    expect(fieldErrors(declinedRequired.body)).toEqual([
      { path: 'values.privacy', message: 'This field is required.' },
    ])

    const created = await visitor.post('/form-submissions', {
      form: form.id,
      values: { email: 'a@b.test', privacy: true, news: false },
    })
    expect(created.status).toBe(201)
    const doc = (await (await signIn(host())).get(`/form-submissions/${created.body.doc.id}`)).body
    expect(doc.consent).toEqual([
      { field: 'privacy', source: 'privacy-v1', state: 'agreed', capturedAt: expect.any(String) },
      { field: 'news', source: 'newsletter', state: 'declined', capturedAt: expect.any(String) },
    ])
    expect(JSON.stringify(doc)).not.toContain('Privacy policy (2026)')
    expect(JSON.stringify(doc)).not.toContain('We keep your address')
    expect(JSON.stringify(doc)).not.toContain('Monthly newsletter')
  })

  test('[FB-30] consent sources are resolved live on each request: GET /api/forms/:id/consent-sources follows the resolver; a missing form is a 404 naming it', async () => {
    const form = await consentForm()
    const api = createClient(host())
    const first = await api.get(`/forms/${form.id}/consent-sources`)
    expect(first.status).toBe(200)
    expect(first.body.sources).toEqual([
      {
        field: 'privacy',
        id: 'privacy-v1',
        title: 'Privacy policy (2026)',
        url: 'https://example.test/privacy',
        statement: richText('We keep your address for 30 days.'),
      },
      { field: 'news', id: 'newsletter', title: 'Monthly newsletter' },
    ])
    state.consentSources[0] = {
      id: 'privacy-v1',
      title: 'Privacy policy (revised)',
      url: 'https://example.test/privacy',
      statement: richText('We keep your address for 7 days.'),
    }
    const second = await api.get(`/forms/${form.id}/consent-sources`)
    expect(second.body.sources[0]).toMatchObject({
      title: 'Privacy policy (revised)',
      statement: richText('We keep your address for 7 days.'),
    })
    // A source the resolver no longer knows is reported as missing, not invented.
    state.consentSources.splice(1, 1)
    const third = await api.get(`/forms/${form.id}/consent-sources`)
    expect(third.body.sources[1]).toEqual({ field: 'news', id: 'newsletter', missing: true })
    for (const id of ['999999', 'not-a-form']) {
      const missing = await api.get(`/forms/${id}/consent-sources`)
      expect(missing.status, id).toBe(404)
      // The 404 says what was not found: a form, with the id asked for.
      expect(missing.body.errors?.[0]?.message, id).toMatch(new RegExp(`form.*${id}`, 'i'))
    }
  })
})
