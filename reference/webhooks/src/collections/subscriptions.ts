import type {
  CollectionBeforeChangeHook,
  CollectionConfig,
  Config,
  Field,
  OptionObject,
  PayloadRequest,
  SelectField,
  SelectFieldValidation,
} from 'payload'
import { formatLabels, select } from 'payload/shared'
import { rejectMalformedRequest } from '../../../shared/rejectMalformedRequest'
import { adminComponent, OPERATIONS } from '../defaults'
import { generateSecret } from '../delivery/sign'
import { invalidateSubscriptions } from '../delivery/subscriptions'
import { replayEndpoint } from '../endpoints/replay'
import { type WebhooksStringKey, webhooksLabel, webhooksStaticLabel, webhooksT } from '../i18n'
import type { ResolvedWebhooks } from '../types'

/** Written by the plugin only (delivery/health.ts), through the adapter. */
export const HEALTH_FIELDS = [
  'lastSuccessAt',
  'lastFailureAt',
  'failingSince',
  'failureStreak',
  'lastError',
  'disabledAt',
  'disabledReason',
] as const

/** Each health field's type, label and description. */
const HEALTH_FIELD_SPECS: Record<
  (typeof HEALTH_FIELDS)[number],
  ['date' | 'number' | 'text', WebhooksStringKey, WebhooksStringKey]
> = {
  lastSuccessAt: ['date', 'fieldLastSuccessAt', 'lastSuccessAtDescription'],
  lastFailureAt: ['date', 'fieldLastFailureAt', 'lastFailureAtDescription'],
  failingSince: ['date', 'fieldFailingSince', 'failingSinceDescription'],
  failureStreak: ['number', 'fieldFailureStreak', 'failureStreakDescription'],
  lastError: ['text', 'fieldLastError', 'lastErrorDescription'],
  disabledAt: ['date', 'fieldDisabledAt', 'disabledAtDescription'],
  disabledReason: ['text', 'fieldDisabledReason', 'disabledReasonDescription'],
}

const healthFields = HEALTH_FIELDS.map((name) => {
  const [type, label, description] = HEALTH_FIELD_SPECS[name]
  return {
    name,
    type,
    label: webhooksLabel(label),
    ...(type === 'number' ? { defaultValue: 0 } : {}),
    // Hidden: the subscription's sidebar panel (TestEventPanel) shows them as readable health.
    admin: { description: webhooksLabel(description), readOnly: true, hidden: true },
  } as Field
})

const OPERATION_LABELS: Record<(typeof OPERATIONS)[number], WebhooksStringKey> = {
  create: 'eventCreate',
  update: 'eventUpdate',
  delete: 'eventDelete',
}

/**
 * Core's select check only looks inside arrays and strings: a lone string on a hasMany select, an
 * array on a single one, or a number or object on either would be stored (or crash the adapter).
 */
const validateSelectShape: SelectFieldValidation = (value, args) => {
  const options = (args.options ?? [])
    .map((option) => (typeof option === 'string' ? option : option.value))
    .join(', ')
  const t = webhooksT(args.req.t)
  if (value === null || value === undefined) return select(value, args)
  if (args.hasMany) {
    const list =
      Array.isArray(value) && (value as unknown[]).every((item) => typeof item === 'string')
    return list ? select(value, args) : t('expectedOptionList', { options })
  }
  return typeof value === 'string' ? select(value, args) : t('expectedOneOption', { options })
}
const shapedSelect = <T extends SelectField>(field: T): T => ({
  ...field,
  validate: validateSelectShape,
})

const WRITES = new Set(['create', 'update', 'updateByID', 'delete', 'deleteByID', 'restoreVersion'])

/**
 * Callers never write health fields; re-enabling a subscription starts its health afresh, so the
 * failure period that disabled it does not disable it again at the next failure.
 */
const guardHealth: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const reenabled =
    // Stryker disable next-line OptionalChaining: an update always has the document it updates
    operation === 'update' && originalDoc?.enabled === false && data.enabled === true
  for (const name of HEALTH_FIELDS) {
    const fresh = name === 'failureStreak' ? 0 : null
    // Stryker disable next-line OptionalChaining: an update always has the document it updates
    const kept = originalDoc?.[name] ?? null
    data[name] = operation === 'create' || reenabled ? fresh : kept
  }
  return data
}

/**
 * Who receives what. Access is Payload's default (any logged-in user); narrow it with
 * overrides.subscriptions.
 */
export const subscriptionsCollection = (
  resolved: ResolvedWebhooks,
  config: Pick<Config, 'collections' | 'i18n'>,
): CollectionConfig => {
  const transformNames = Object.keys(resolved.transforms)
  // Offered by the collection's own plural label, as the rest of the admin names it.
  const collectionOptions = Object.keys(resolved.collections).map((slug): OptionObject => {
    // Payload fills in labels when it sanitizes the config, after plugins: the same default here.
    const label =
      config.collections?.find((collection) => collection.slug === slug)?.labels?.plural ??
      formatLabels(slug).plural
    return { label: label as OptionObject['label'], value: slug }
  })
  const fields: Field[] = [
    {
      name: 'url',
      type: 'text',
      label: webhooksLabel('fieldUrl'),
      required: true,
      validate: (value: unknown, { req }: { req: PayloadRequest }) => {
        const t = webhooksT(req.t)
        // String(['https://…']) would pass as a URL and be stored as '["https://…"]'.
        if (typeof value !== 'string') return t('urlNotString')
        try {
          const { protocol } = new URL(value)
          return protocol === 'http:' || protocol === 'https:' ? true : t('urlNotHttp')
        } catch {
          return t('urlNotAbsolute')
        }
      },
    },
    shapedSelect({
      name: 'collections',
      type: 'select',
      label: webhooksLabel('fieldCollections'),
      hasMany: true,
      required: true,
      options: collectionOptions,
    }),
    shapedSelect({
      name: 'events',
      type: 'select',
      label: webhooksLabel('fieldEvents'),
      hasMany: true,
      required: true,
      defaultValue: OPERATIONS,
      options: OPERATIONS.map((operation) => ({
        label: webhooksLabel(OPERATION_LABELS[operation]),
        value: operation,
      })),
      admin: { description: webhooksLabel('eventsDescription') },
    }),
    {
      name: 'enabled',
      type: 'checkbox',
      label: webhooksLabel('fieldEnabled'),
      defaultValue: true,
      index: true,
    },
    {
      name: 'includePreviousData',
      type: 'checkbox',
      label: webhooksLabel('fieldIncludePreviousData'),
      defaultValue: false,
      admin: { description: webhooksLabel('includePreviousDataDescription') },
    },
    // Only offered when the plugin registers transforms (a select needs options).
    ...(transformNames.length
      ? [
          shapedSelect({
            name: 'transform',
            type: 'select',
            label: webhooksLabel('fieldTransform'),
            options: transformNames,
            admin: { description: webhooksLabel('transformDescription') },
          }),
        ]
      : []),
    {
      name: 'secret',
      type: 'text',
      label: webhooksLabel('fieldSecret'),
      admin: {
        readOnly: true,
        description: webhooksLabel('secretDescription'),
        components: { Field: adminComponent('SecretField') },
      },
      hooks: {
        // Generated by the server on create and kept afterwards: callers can neither pick nor change it.
        beforeChange: [
          ({ operation, originalDoc }) =>
            // Stryker disable next-line OptionalChaining: an update always has the document it updates
            operation === 'create' ? generateSecret() : originalDoc?.secret,
        ],
      },
    },
    ...healthFields,
    // A list column only: the edit view's sidebar panel (TestEventPanel) shows health in full.
    {
      name: 'health',
      type: 'ui',
      label: webhooksStaticLabel('fieldHealth', config.i18n?.translations),
      admin: { components: { Cell: adminComponent('SubscriptionHealthCell') } },
    },
  ]
  return {
    slug: resolved.slugs.subscriptions,
    custom: { adminWiki: { coverage: 'entityOnly' } }, // the admin wiki's Coverage: one target, not each field
    labels: {
      singular: webhooksLabel('subscriptionSingular'),
      plural: webhooksLabel('subscriptionPlural'),
    },
    admin: {
      group: webhooksStaticLabel('group', config.i18n?.translations),
      useAsTitle: 'url',
      defaultColumns: ['url', 'collections', 'events', 'enabled', 'health'],
    },
    endpoints: [replayEndpoint(resolved)],
    fields,
    hooks: {
      beforeOperation: [rejectMalformedRequest],
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
