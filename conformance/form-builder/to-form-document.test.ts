import { createClient } from '../../fixtures'
import { describeFamily, expect, expectExport, implementation, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { createForm } from './support'

type AnyField = { name?: string; type: string; fields?: AnyField[] }
const toFormDocumentExport = () =>
  expectExport<(form: unknown) => Record<string, any>>(
    implementation.formBuilderHelpers,
    'toFormDocument',
    'server entry (formBuilderHelpers)',
  )

const SECRET = 's3cret-source-token'

describeFamily('FB', 'toFormDocument', () => {
  const host = useHost({
    fixture: fbForms,
    options: {
      plugin: {
        overrides: {
          forms: {
            // Host-added button fields: stored in the buttons group, never passed by toFormDocument.
            fields: ({ defaultFields }: { defaultFields: AnyField[] }) =>
              defaultFields.map((field) =>
                field.name === 'buttons'
                  ? {
                      ...field,
                      fields: [
                        { name: 'variant', type: 'text' },
                        { name: 'adminNote', type: 'text' },
                      ],
                    }
                  : field,
              ),
          },
        },
        response: {
          redirect: {
            fields: ({ defaultFields }: { defaultFields: AnyField[] }) => [
              ...defaultFields,
              { name: 'utm', type: 'text' },
            ],
          },
        },
      },
    },
  })

  test('[FB-17] toFormDocument passes buttons and poll through a narrow allowlist and response wholesale', async () => {
    // The subject first: a fork without the helper is told so before any form is stored.
    const toFormDocument = toFormDocumentExport()
    const form = await createForm(host(), {
      title: 'Vote and tell',
      submitLabel: 'Vote',
      buttons: { variant: 'primary', adminNote: 'ask legal first' },
      fields: [{ blockType: 'text', name: 'name', label: 'Name' }],
      response: { type: 'redirect', redirect: { url: '/thanks', utm: 'poll' } },
      poll: {
        type: 'source',
        source: { name: 'colors', params: { apiKey: SECRET } },
        onePerSubmitter: true,
        visibility: 'public',
      },
    })
    const stored = (await createClient(host()).get(`/forms/${form.id}`)).body
    expect(stored.buttons).toMatchObject({ variant: 'primary', adminNote: 'ask legal first' })
    expect(stored.poll.source.params.apiKey).toBe(SECRET)

    const doc = toFormDocument(stored)
    expect(JSON.stringify(doc)).not.toContain(SECRET)
    expect(JSON.stringify(doc)).not.toContain('ask legal first')

    // buttons: host-added keys absent, each one.
    for (const key of ['variant', 'adminNote']) expect(doc.buttons).not.toHaveProperty(key)
    expect(Object.values(doc.buttons)).toContain('Vote')

    // poll: the admin-only and source keys are absent, each one.
    for (const key of ['source', 'onePerSubmitter', 'id']) expect(doc.poll).not.toHaveProperty(key)
    expect(doc.poll).toMatchObject({ type: 'source', visibility: 'public' })
    expect(doc.poll.outcome).toEqual({ winningValues: [], resolvedAt: null })

    // response: whole, with the host-added redirect field.
    expect(doc.response).toEqual(stored.response)
    expect(doc.response.redirect).toEqual({ url: '/thanks', utm: 'poll' })
    expect(doc.fields.map((field: { name: string }) => field.name)).toEqual(['name'])
  })
})
