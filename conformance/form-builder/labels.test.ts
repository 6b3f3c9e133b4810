import { getTranslation, initI18n } from '@payloadcms/translations'
import { createClient, type Host } from '../../fixtures'
import {
  describeFamily,
  expect,
  expectExport,
  expectField,
  implementation,
  test,
  useHost,
} from '../harness'
import fbForms from './fb-forms'
import { createForm, expectSpecForm, managedCollection, signIn } from './support'

const formsConfig = (host: Host) => managedCollection(host, 'forms')

/** The tabs of `forms`, each named by its label as the English admin shows it (a label may be a function of the admin language). */
const formsTabs = async (host: Host) => {
  const i18n = await initI18n({ config: host.payload.config.i18n, context: 'api', language: 'en' })
  const tabs = (
    formsConfig(host).fields.find((field) => field.type === 'tabs') as
      | { tabs?: Array<{ label: never; fields: any[] }> }
      | undefined
  )?.tabs
  return tabs?.map((tab) => ({ ...tab, name: getTranslation(tab.label, i18n) }))
}

/** Writes the three labels in two locales over REST and reads them back per locale. */
const labelsPerLocale = async (host: Host) => {
  const editor = await signIn(host)
  const data = {
    title: 'Labels',
    submitLabel: 'Send',
    nextLabel: 'Onwards',
    prevLabel: 'Go back',
    steps: [{ title: 'One', fields: [] }],
  }
  expectSpecForm(host, data)
  const created = await editor.post('/forms?locale=en', data)
  expect(created.status).toBe(201)
  const id = created.body.doc.id
  const german = await editor.patch(`/forms/${id}?locale=de`, {
    submitLabel: 'Senden',
    nextLabel: 'Weiter geht’s',
    prevLabel: 'Zurückgehen',
  })
  expect(german.status).toBe(200)
  const api = createClient(host)
  const pick = (body: Record<string, unknown>) => ({
    submitLabel: body.submitLabel,
    nextLabel: body.nextLabel,
    prevLabel: body.prevLabel,
  })
  return {
    en: pick((await api.get(`/forms/${id}`, { query: { locale: 'en' } })).body),
    de: pick((await api.get(`/forms/${id}`, { query: { locale: 'de' } })).body),
  }
}

describeFamily('FB', 'button labels (localized content)', () => {
  const host = useHost({ fixture: fbForms })

  test('[FB-08] submitLabel, nextLabel and prevLabel are root-level localized text, stored per locale', async () => {
    const labels = await labelsPerLocale(host())
    expect(labels.en).toEqual({ submitLabel: 'Send', nextLabel: 'Onwards', prevLabel: 'Go back' })
    expect(labels.de).toEqual({
      submitLabel: 'Senden',
      nextLabel: 'Weiter geht’s',
      prevLabel: 'Zurückgehen',
    })
  })

  test('[FB-09] by default (localizeContent omitted) content is localized: a field label and an option label keep one value per locale', async () => {
    const plan = (label: string, option: string) => ({
      blockType: 'select',
      name: 'plan',
      label,
      options: [{ value: 'pro', label: option }],
    })
    const form = await createForm(
      host(),
      { title: 'Contact', fields: [plan('Plan', 'Professional')] },
      { locale: 'en' },
    )
    const [field] = form.fields as Array<{ id: string; options: Array<{ id: string }> }>
    const editor = await signIn(host())
    const german = await editor.patch(`/forms/${form.id}?locale=de`, {
      fields: [
        {
          ...plan('Tarif', 'Profi'),
          id: field.id,
          options: [{ id: field.options[0].id, value: 'pro', label: 'Profi' }],
        },
      ],
    })
    expect(german.status).toBe(200)
    const read = async (locale: string) =>
      (await createClient(host()).get(`/forms/${form.id}`, { query: { locale } })).body.fields[0]
    const [english, deutsch] = [await read('en'), await read('de')]
    expect([english.label, deutsch.label]).toEqual(['Plan', 'Tarif'])
    expect([english.options[0].label, deutsch.options[0].label]).toEqual(['Professional', 'Profi'])
  })

  test('[FB-08] submitLabel sits at the bottom of the Fields tab; nextLabel and prevLabel in a row at the bottom of the Flow tab, shown once the flow has a step', async () => {
    const tabs = await formsTabs(host())
    const fieldsTab = expectField(tabs, 'Fields', 'the tabs of `forms`')
    expect(fieldsTab.fields.at(-1)).toMatchObject({
      name: 'submitLabel',
      type: 'text',
      localized: true,
    })
    const flowTab = expectField(tabs, 'Flow', 'the tabs of `forms`')
    const row = flowTab.fields.at(-1)
    expect(row.type).toBe('row')
    expect(row.fields.map((field: { name: string }) => field.name)).toEqual([
      'nextLabel',
      'prevLabel',
    ])
    expect(row.fields.every((field: { localized: boolean }) => field.localized)).toBe(true)
    expect(row.admin.condition({ steps: [] }, {}, {})).toBe(false)
    expect(row.admin.condition({ steps: [{ title: 'One' }] }, {}, {})).toBe(true)
    // Root level: none of them is inside a named group.
    const flattened = formsConfig(host()).flattenedFields.map((field) => field.name)
    expect(flattened).toEqual(expect.arrayContaining(['submitLabel', 'nextLabel', 'prevLabel']))
  })
})

describeFamily('FB', 'localizeContent: false', () => {
  const host = useHost({ fixture: fbForms, options: { plugin: { localizeContent: false } } })

  test('[FB-09] localizeContent: false removes localization from content fields: one value for every locale', async () => {
    const labels = await labelsPerLocale(host())
    // The German write replaced the single stored value.
    expect(labels.en).toEqual(labels.de)
    expect(labels.en.submitLabel).toBe('Senden')

    const localized: string[] = []
    const walk = (fields: any[], path: string) => {
      for (const field of fields) {
        const here = field.name ? `${path}${field.name}` : path
        if (field.localized) localized.push(here)
        if (field.fields) walk(field.fields, field.name ? `${here}.` : path)
        if (field.tabs) for (const tab of field.tabs) walk(tab.fields, path)
        if (field.blocks)
          for (const block of field.blocks) walk(block.fields, `${here}.${block.slug}.`)
      }
    }
    walk(formsConfig(host()).fields, '')
    expect(localized).toEqual([])

    const api = createClient(host())
    const form = await createForm(
      host(),
      { title: 'Kontakt', fields: [{ blockType: 'text', name: 'name', label: 'Name (de)' }] },
      { locale: 'de' },
    )
    const english = await api.get(`/forms/${form.id}`, { query: { locale: 'en' } })
    expect(english.body.fields[0].label).toBe('Name (de)')
  })
})

// The implementation's client entry, when it ships one (Form, useFormContext).
const client = implementation.formBuilderClient as { Form?: (props: any) => unknown } | undefined

describeFamily('FB', '<Form> label resolution', () => {
  const host = useHost({ fixture: fbForms })

  test('[FB-10] <Form> resolves each button label from the prop, then the stored value, then the translated default', async () => {
    const { createElement } = await import('react')
    // react-dom ships no types here (no @types/react-dom): type the one function used.
    const serverRenderer = 'react-dom/server'
    const { renderToStaticMarkup } = (await import(serverRenderer)) as {
      renderToStaticMarkup: (element: unknown) => string
    }
    // The subject first: a fork without <Form> is told so, not that it lacks the helper feeding it.
    expect(expectExport(client, 'Form', 'client entry (formBuilderClient)')).toBeTypeOf('function')
    const toFormDocument = expectExport<(form: unknown) => any>(
      implementation.formBuilderHelpers,
      'toFormDocument',
      'server entry (formBuilderHelpers)',
    )
    const render = (props: Record<string, unknown>) =>
      renderToStaticMarkup(createElement(client!.Form as any, props))
    const buttons = (html: string) =>
      [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1])

    // Two steps, so one render can show Next and another Back and Submit.
    const twoSteps = {
      fields: [
        { blockType: 'text', name: 'a' },
        { blockType: 'text', name: 'b' },
      ],
      steps: [{ fields: ['a'] }, { fields: ['b'] }],
    }
    const labelled = await createForm(
      host(),
      {
        title: 'Labelled',
        submitLabel: 'Jetzt senden',
        nextLabel: 'Vorwärts',
        prevLabel: 'Rückwärts',
        ...twoSteps,
      },
      { locale: 'de' },
    )
    const bare = await createForm(host(), { title: 'Bare', ...twoSteps })
    const read = async (id: unknown, locale: string) =>
      toFormDocument(
        (
          await createClient(host()).get(`/forms/${id}`, {
            query: { locale, 'fallback-locale': 'none' },
          })
        ).body,
      )

    const stored = await read(labelled.id, 'de')
    const defaults = await read(bare.id, 'de')
    // Step 1 shows Next; the last step shows Back and Submit.
    expect(buttons(render({ form: stored, locale: 'de' }))).toEqual(['Vorwärts'])
    expect(buttons(render({ form: stored, locale: 'de', initialStep: 1 }))).toEqual([
      'Rückwärts',
      'Jetzt senden',
    ])
    expect(
      buttons(
        render({
          form: stored,
          locale: 'de',
          initialStep: 1,
          submitLabel: 'Los',
          prevLabel: 'Zurück!',
        }),
      ),
    ).toEqual(['Zurück!', 'Los'])
    expect(buttons(render({ form: stored, locale: 'de', nextLabel: 'Nächste' }))).toEqual([
      'Nächste',
    ])
    expect(buttons(render({ form: defaults, locale: 'de', initialStep: 1 }))).toEqual([
      'Zurück',
      'Absenden',
    ])
    expect(buttons(render({ form: defaults, locale: 'de' }))).toEqual(['Weiter'])
    expect(
      buttons(render({ form: await read(bare.id, 'en'), locale: 'en', initialStep: 1 })),
    ).toEqual(['Back', 'Submit'])

    // Render props receive the resolved label.
    const custom = render({
      form: stored,
      locale: 'de',
      initialStep: 1,
      renderSubmit: ({ label }: { label: string }) =>
        createElement('button', { type: 'submit', className: 'custom' }, `[${label}]`),
    })
    expect(buttons(custom)).toEqual(['Rückwärts', '[Jetzt senden]'])
  })
})
