import type { CollectionBeforeChangeHook, CollectionConfig, Config, Field, OptionObject, SelectField, SelectFieldValidation } from 'payload'
import { formatLabels, select } from 'payload/shared'
import type { ResolvedWebhooks } from '../types'
import { OPERATIONS } from '../defaults'
import { generateSecret } from '../delivery/sign'
import { invalidateSubscriptions } from '../delivery/subscriptions'
import { replayEndpoint } from '../endpoints/replay'

/** Written by the plugin only (delivery/health.ts), through the adapter. */
export const HEALTH_FIELDS = ['lastSuccessAt', 'lastFailureAt', 'failingSince', 'failureStreak', 'lastError', 'disabledAt', 'disabledReason'] as const

const healthFields: Field[] = [
  { name: 'lastSuccessAt', type: 'date', admin: { description: 'Last delivery answered with a 2xx (refreshed at most once a minute while healthy).' } },
  { name: 'lastFailureAt', type: 'date', admin: { description: 'Last failed attempt.' } },
  { name: 'failingSince', type: 'date', admin: { description: 'First failure since the last success; empty while healthy.' } },
  { name: 'failureStreak', type: 'number', defaultValue: 0, admin: { description: 'Failed attempts since the last success.' } },
  { name: 'lastError', type: 'text', admin: { description: 'Error of the last failed attempt.' } },
  { name: 'disabledAt', type: 'date', admin: { description: 'When the plugin disabled this subscription.' } },
  { name: 'disabledReason', type: 'text', admin: { description: 'Why the plugin disabled it (410 Gone, or failing too long). Cleared when re-enabled.' } },
  // Hidden: the subscription's sidebar panel (TestEventPanel) shows them as readable health.
].map((field) => ({ ...field, admin: { ...field.admin, readOnly: true, hidden: true } }) as Field)

const OPERATION_LABELS: Record<(typeof OPERATIONS)[number], OptionObject['label']> = {
  create: { de: 'Erstellt', en: 'Created' },
  update: { de: 'Aktualisiert', en: 'Updated' },
  delete: { de: 'Gelöscht', en: 'Deleted' },
}

/**
 * Core's select check only looks inside arrays and strings: a lone string on a hasMany select, an
 * array on a single one, or a number or object on either would be stored (or crash the adapter).
 */
const validateSelectShape: SelectFieldValidation = (value, args) => {
  const names = (args.options ?? []).map((option) => (typeof option === 'string' ? option : option.value))
  if (value === null || value === undefined) return select(value, args)
  if (args.hasMany) {
    const list = Array.isArray(value) && (value as unknown[]).every((item) => typeof item === 'string')
    return list ? select(value, args) : `Expected a list of options from: ${names.join(', ')}.`
  }
  return typeof value === 'string' ? select(value, args) : `Expected one option from: ${names.join(', ')}.`
}
const shapedSelect = <T extends SelectField>(field: T): T => ({ ...field, validate: validateSelectShape })

const WRITES = new Set(['create', 'update', 'updateByID', 'delete', 'deleteByID', 'restoreVersion'])

/**
 * Callers never write health fields; re-enabling a subscription starts its health afresh, so the
 * failure period that disabled it does not disable it again at the next failure.
 */
const guardHealth: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const reenabled = operation === 'update' && originalDoc?.enabled === false && data.enabled === true
  for (const name of HEALTH_FIELDS) {
    data[name] = operation === 'create' || reenabled ? (name === 'failureStreak' ? 0 : null) : (originalDoc?.[name] ?? null)
  }
  return data
}

/**
 * Who receives what. Access is Payload's default (any logged-in user); narrow it with
 * overrides.subscriptions.
 */
export const subscriptionsCollection = (resolved: ResolvedWebhooks, config: Pick<Config, 'collections'>): CollectionConfig => {
  const transformNames = Object.keys(resolved.transforms)
  // Offered by the collection's own plural label, as the rest of the admin names it.
  const collectionOptions = Object.keys(resolved.collections).map((slug): OptionObject => {
    // Payload fills in labels when it sanitizes the config, after plugins: the same default here.
    const label = config.collections?.find((collection) => collection.slug === slug)?.labels?.plural ?? formatLabels(slug).plural
    return { label: label as OptionObject['label'], value: slug }
  })
  const fields: Field[] = [
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: unknown) => {
        // String(['https://…']) would pass as a URL and be stored as '["https://…"]'.
        if (typeof value !== 'string') return 'Enter the URL as a string, e.g. https://example.com/hooks.'
        try {
          const { protocol } = new URL(value)
          return protocol === 'http:' || protocol === 'https:' ? true : 'The URL must use http or https.'
        } catch {
          return 'Enter an absolute URL, e.g. https://example.com/hooks.'
        }
      },
    },
    shapedSelect({
      name: 'collections',
      type: 'select',
      hasMany: true,
      required: true,
      options: collectionOptions,
    }),
    shapedSelect({
      name: 'events',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: OPERATIONS,
      options: OPERATIONS.map((operation) => ({ label: OPERATION_LABELS[operation], value: operation })),
      admin: { description: 'Operations that trigger a delivery.' },
    }),
    { name: 'enabled', type: 'checkbox', defaultValue: true, index: true },
    {
      name: 'includePreviousData',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Send the document as it was before an update in previousData.' },
    },
    // Only offered when the plugin registers transforms (a select needs options).
    ...(transformNames.length
      ? [
          shapedSelect({
            name: 'transform',
            type: 'select',
            options: transformNames,
            admin: { description: 'Replaces data in the body with the named transform’s result.' },
          }),
        ]
      : []),
    {
      name: 'secret',
      type: 'text',
      admin: {
        readOnly: true,
        description: 'Standard Webhooks signing secret, generated on create.',
        components: { Field: '@payload-plugin-suite/webhooks/admin#SecretField' },
      },
      hooks: {
        // Generated by the server on create and kept afterwards: callers can neither pick nor change it.
        beforeChange: [({ operation, originalDoc }) => (operation === 'create' ? generateSecret() : originalDoc?.secret)],
      },
    },
    ...healthFields,
    // A list column only: the edit view's sidebar panel (TestEventPanel) shows health in full.
    { name: 'health', type: 'ui', admin: { components: { Cell: '@payload-plugin-suite/webhooks/admin#SubscriptionHealthCell' } } },
  ]
  return {
    slug: resolved.slugs.subscriptions,
    labels: { singular: 'Webhook subscription', plural: 'Webhook subscriptions' },
    admin: { group: 'Webhooks', useAsTitle: 'url', defaultColumns: ['url', 'collections', 'events', 'enabled', 'health'] },
    endpoints: [replayEndpoint(resolved)],
    fields,
    hooks: {
      beforeChange: [guardHealth],
      // After the operation, so after its transaction commits: a re-read sees the change.
      afterOperation: [
        ({ operation, req, result }) => {
          if (WRITES.has(operation)) invalidateSubscriptions(req.payload)
          return result
        },
      ],
    },
  }
}
