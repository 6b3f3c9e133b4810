import { createClient } from '../../fixtures'
import { describeFamily, expect, expectOptionCalled, test, useHost } from '../harness'
import fbForms from './fb-forms'
import { managedCollection, signIn, specField } from './support'

type AnyField = {
  name?: string
  type: string
  fields?: AnyField[]
  tabs?: Array<{ label: string; fields: AnyField[] }>
}
const names = (fields: AnyField[]) => fields.map((field) => field.name ?? `(${field.type})`)
const find = (fields: AnyField[], name: string): AnyField | undefined => {
  for (const field of fields) {
    if (field.name === name) return field
    const nested = field.fields ?? field.tabs?.flatMap((tab) => tab.fields)
    const hit = nested ? find(nested, name) : undefined
    if (hit) return hit
  }
  return undefined
}

describeFamily('FB', 'fields({ defaultFields }) seams', () => {
  const seen: Record<string, string[]> = {}
  const host = useHost({
    fixture: fbForms,
    options: {
      plugin: {
        buttons: {
          fields: ({
            defaultFields,
          }: {
            defaultFields: Record<'submit' | 'next' | 'prev', AnyField>
          }) => {
            seen.buttons = Object.keys(defaultFields).sort()
            return {
              submit: { name: 'submitLabel', type: 'text', localized: true, maxLength: 12 },
              next: defaultFields.next,
              prev: { name: 'prevLabel', type: 'text', defaultValue: 'Previous' },
            }
          },
        },
        poll: {
          outcomeFields: ({ defaultFields }: { defaultFields: AnyField[] }) => {
            seen.outcome = names(defaultFields)
            return [{ name: 'announcement', type: 'text' }, ...defaultFields.slice().reverse()]
          },
        },
        response: {
          redirect: {
            fields: ({ defaultFields }: { defaultFields: AnyField[] }) => {
              seen.redirect = names(defaultFields)
              return [defaultFields[0], { name: 'openInNewTab', type: 'checkbox' }]
            },
          },
        },
        overrides: {
          forms: {
            fields: ({ defaultFields }: { defaultFields: AnyField[] }) => {
              seen.forms = names(defaultFields)
              return [...defaultFields, { name: 'internalNote', type: 'text' }]
            },
          },
          formSubmissions: {
            fields: ({ defaultFields }: { defaultFields: AnyField[] }) => {
              seen.formSubmissions = names(defaultFields)
              return [
                ...defaultFields.filter((field) => field.name !== 'answers'),
                { name: 'crmId', type: 'text' },
              ]
            },
          },
        },
      },
    },
  })

  test('[FB-07] buttons.fields gets { submit, next, prev } and its returned fields replace the three label fields verbatim', async () => {
    expect(expectOptionCalled(seen.buttons, 'buttons.fields')).toEqual(['next', 'prev', 'submit'])
    const forms = managedCollection(host(), 'forms')
    expect(find(forms.fields as AnyField[], 'submitLabel')).toMatchObject({ maxLength: 12 })
    expect(find(forms.fields as AnyField[], 'prevLabel')).toMatchObject({
      defaultValue: 'Previous',
    })
    expect(find(forms.fields as AnyField[], 'prevLabel')).not.toHaveProperty('localized', true)

    const editor = await signIn(host())
    const tooLong = await editor.post('/forms', { title: 'Buttons', submitLabel: 'Thirteen char' })
    expect(tooLong.status).toBe(400)
    const created = await editor.post('/forms', { title: 'Buttons', submitLabel: 'Send' })
    expect(created.status).toBe(201)
    expect(created.body.doc.prevLabel).toBe('Previous')
  })

  test('[FB-07] poll.outcomeFields and response.redirect.fields return the final field arrays of their groups', async () => {
    expect(expectOptionCalled(seen.outcome, 'poll.outcomeFields')).toEqual([
      'winningValues',
      'resolvedAt',
    ])
    // redirectRelationships is set in this host: the defaults hold url and reference.
    expect(expectOptionCalled(seen.redirect, 'response.redirect.fields')).toEqual([
      'url',
      'reference',
    ])
    expect(names(specField(host(), 'forms', 'poll', 'outcome').flattenedFields)).toEqual([
      'announcement',
      'resolvedAt',
      'winningValues',
    ])
    expect(names(specField(host(), 'forms', 'response', 'redirect').flattenedFields)).toEqual([
      'url',
      'openInNewTab',
    ])

    const editor = await signIn(host())
    const created = await editor.post('/forms', {
      title: 'Seams',
      response: { type: 'redirect', redirect: { url: '/thanks', openInNewTab: true } },
      poll: {
        type: 'manual',
        options: [{ value: 'a' }],
        outcome: { announcement: 'Soon', winningValues: ['a'] },
      },
    })
    expect(created.status).toBe(201)
    const read = await createClient(host()).get(`/forms/${created.body.doc.id}`)
    expect(read.body.response.redirect).toEqual({ url: '/thanks', openInNewTab: true })
    expect(read.body.poll.outcome).toMatchObject({ announcement: 'Soon', winningValues: ['a'] })
  })

  test('[FB-07] overrides.<name>.fields receive each collection’s default fields and return the final array', async () => {
    expect(expectOptionCalled(seen.forms, 'overrides.forms.fields')).toEqual(
      expect.arrayContaining(['title', 'buttons']),
    )
    expect(expectOptionCalled(seen.formSubmissions, 'overrides.formSubmissions.fields')).toEqual(
      expect.arrayContaining([
        'form',
        'values',
        'descriptors',
        'consent',
        'meta',
        'locale',
        'answers',
      ]),
    )
    const submissions = managedCollection(host(), 'form-submissions')
    expect(names(submissions.fields as AnyField[])).not.toContain('answers')
    expect(names(submissions.fields as AnyField[])).toContain('crmId')

    const editor = await signIn(host())
    const form = await editor.post('/forms', {
      title: 'Extra',
      internalNote: 'for staff',
      fields: [{ blockType: 'text', name: 'name' }],
    })
    expect(form.status).toBe(201)
    expect(form.body.doc.internalNote).toBe('for staff')
    const submission = await createClient(host()).post('/form-submissions', {
      form: form.body.doc.id,
      values: { name: 'Ann' },
    })
    expect(submission.status).toBe(201)
    const patched = await editor.patch(`/form-submissions/${submission.body.doc.id}`, {
      crmId: 'CRM-1',
    })
    expect(patched.status).toBe(200)
    expect(patched.body.doc.crmId).toBe('CRM-1')
  })
})
