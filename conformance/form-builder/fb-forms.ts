import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import type { CollectionConfig, Field, PayloadRequest } from 'payload'
import { defineFixture } from '../../fixtures'

/**
 * Form-builder host. Every resolver reads the mutable `state` object the test passes in options, so
 * a test can change departments, consent sources or poll sources while the host runs. Consumer
 * hooks and the event sink write to the `fb-log` collection, in the order they run.
 */
export interface FbState {
  departments: Array<{ id: string; name?: string; address: string }>
  fromAddresses: Array<{ address: string; name?: string }>
  /** `locales.<code>` replaces texts for that content locale, as a host's resolver reads req.locale. */
  consentSources: Array<
    ConsentSourceState & { locales?: Record<string, Partial<ConsentSourceState>> }
  >
  pollSources: Record<string, Array<{ value: string; label?: string; winner?: boolean }>>
  /** Makes the event sink throw (a sink failure must not fail the submission). */
  sinkThrows?: boolean
}

interface ConsentSourceState {
  id: string
  title?: string
  url?: string
  statement?: unknown
}

export interface FbFixtureOptions {
  state?: FbState
  /** Plugin options merged over the fixture's defaults (a key set to undefined removes a default). */
  plugin?: Record<string, unknown>
  /** Project-wide editor (default: lexicalEditor()); false leaves the project without one. */
  projectEditor?: boolean
  /** Consumer hooks on form-submissions that log their order (default true). */
  consumerHooks?: boolean
  /** Add a field of the project's own (a button style) to the forms' buttons group, as a host does. */
  hostButtonField?: boolean
}

/** The forms override that adds a button style to the buttons group (hostButtonField). */
const withButtonStyle = ({ defaultFields }: { defaultFields: Field[] }): Field[] =>
  defaultFields.map((field) =>
    field.type === 'group' && 'name' in field && field.name === 'buttons'
      ? {
          ...field,
          fields: [
            ...field.fields,
            {
              name: 'style',
              type: 'select',
              label: 'Button style',
              options: ['primary', 'secondary'],
            },
          ],
        }
      : field,
  )

export const defaultFbState = (): FbState => ({
  departments: [
    { id: 'sales', name: 'Sales', address: 'sales@example.test' },
    { id: 'support', name: 'Support', address: 'support@example.test' },
  ],
  fromAddresses: [{ address: 'forms@example.test', name: 'Forms' }],
  consentSources: [
    { id: 'privacy-v1', title: 'Privacy policy v1' },
    { id: 'newsletter', title: 'Newsletter' },
  ],
  pollSources: {
    colors: [
      { value: 'red', label: 'Red' },
      { value: 'blue', label: 'Blue' },
    ],
  },
})

/** Appends one entry to fb-log inside the caller's transaction. */
const log = (req: PayloadRequest, kind: string, detail: Record<string, unknown> = {}) =>
  req.payload.create({
    collection: 'fb-log' as never,
    data: { kind, detail } as never,
    req,
    overrideAccess: true,
  })

export default defineFixture<FbFixtureOptions>({
  name: 'fb-forms',
  // The site's form page (a server component rendering <Form>) for the browser tests.
  site: './site',
  config: ({ implementation, options }) => {
    const state = options.state ?? defaultFbState()
    const consumerHooks = options.consumerHooks !== false
    const formSubmissions: Partial<CollectionConfig> = consumerHooks
      ? {
          hooks: {
            // Records what it saw: the spam guard's verdict and the validator's descriptors.
            beforeValidate: [
              ({ data }) => {
                if (!data) return data
                data.meta = {
                  ...(data.meta ?? {}),
                  consumerBeforeValidate: {
                    sawSpamVerdict: data.meta?.spam?.verdict ?? null,
                    sawDescriptors: Boolean(data.descriptors),
                  },
                }
                return data
              },
            ],
            afterChange: [
              async ({ doc, operation, req }) => {
                if (operation !== 'create') return doc
                // What the dispatch stored before this hook ran (outcomes are staff-only in responses).
                const stored = await req.payload.findByID({
                  collection: 'form-submissions',
                  id: doc.id,
                  depth: 0,
                  overrideAccess: true,
                  req,
                })
                await log(req, 'consumer.afterChange', {
                  submission: doc.id,
                  actionResults: stored.actionResults ?? null,
                })
                return doc
              },
            ],
          },
        }
      : {}
    const plugin = {
      poll: {
        sources: ({ source }: { source: string }) => state.pollSources[source] ?? [],
        types: {
          // A host strategy: the alphabetically first option wins.
          alphabetical: {
            label: 'Alphabetical',
            resolve: ({ options: choices }: { options: Array<{ value: string }> }) =>
              [choices.map((o) => o.value).sort()[0]].filter(Boolean),
          },
          // A broken host strategy: names a winner that is not an option.
          rogue: { label: 'Rogue', resolve: () => ['not-an-option'] },
        },
      },
      consent: {
        sources: ({ req }: { req: PayloadRequest }) =>
          state.consentSources.map(({ locales, ...source }) => ({
            ...source,
            ...locales?.[req.locale ?? ''],
          })),
      },
      email: { departments: () => state.departments, fromAddresses: () => state.fromAddresses },
      events:
        ({ req }: { req: PayloadRequest }) =>
        async (event: {
          name: string
          submissionId: unknown
          formId: unknown
          actions?: unknown
        }) => {
          if (state.sinkThrows) throw new Error('sink is down')
          await log(req, `event:${event.name}`, {
            submission: event.submissionId,
            form: event.formId,
            actions: event.actions ?? null,
          })
        },
      actions: {
        recordAction: {
          labels: { singular: 'Record', plural: 'Record' },
          fields: [{ name: 'note', type: 'text' }],
          run: ({ submission, req }: { submission: { id: unknown }; req: PayloadRequest }) =>
            log(req, 'action.recordAction', { submission: submission.id }),
        },
        explode: {
          labels: { singular: 'Explode', plural: 'Explode' },
          fields: [{ name: 'reason', type: 'text' }],
          run: ({ action }: { action: { reason?: string } }) => {
            throw new Error(action.reason || 'exploded on purpose')
          },
        },
      },
      rules: {
        // A host rule only the server runs (a browser cannot know which names are taken).
        available: {
          label: 'Available',
          validate: ({ value }: { value: unknown }) =>
            ['admin', 'taken'].includes(String(value).toLowerCase())
              ? 'This name is already taken.'
              : undefined,
        },
      },
      uploads: { collection: 'media' },
      redirectRelationships: ['pages'],
      ...options.plugin,
      overrides: {
        formSubmissions,
        ...(options.hostButtonField ? { forms: { fields: withButtonStyle } } : {}),
        ...(options.plugin?.overrides as object | undefined),
      },
    }
    return {
      admin: { user: 'users' },
      editor: options.projectEditor === false ? undefined : lexicalEditor(),
      localization: { locales: ['en', 'de'], defaultLocale: 'en', fallback: true },
      // An admin that can be German: the editor's strings follow the admin language.
      i18n: { supportedLanguages: { de, en } },
      collections: [
        { slug: 'users', auth: true, fields: [{ name: 'name', type: 'text' }] },
        { slug: 'pages', access: { read: () => true }, fields: [{ name: 'title', type: 'text' }] },
        {
          slug: 'media',
          access: { read: () => true },
          upload: true,
          fields: [{ name: 'alt', type: 'text' }],
        },
        {
          slug: 'fb-log',
          access: { read: ({ req }) => Boolean(req.user) },
          fields: [
            { name: 'kind', type: 'text', required: true },
            { name: 'detail', type: 'json' },
          ],
        },
      ],
      plugins: [implementation.formBuilder!(plugin)],
    }
  },
  seed: async (payload) => {
    await payload.create({
      collection: 'users',
      data: { email: 'editor@example.test', password: 'editor-password', name: 'Editor' },
    })
  },
})
