import type { Access, CollectionConfig, Field } from 'payload'
import type { ResolvedWebhooks } from '../types'
import { redeliverEndpoint } from '../endpoints/redeliver'

const loggedIn: Access = ({ req }) => Boolean(req.user)
// The server writes rows with overrideAccess; every caller is refused, on every API.
const nobody: Access = () => false

const ADMIN = '@payload-plugin-suite/webhooks/admin'
const OPTIONAL_CELL = `${ADMIN}#OptionalCell`

/**
 * The log's own fields stay in the API and the list's columns, but the edit view shows them through
 * DeliveryDetails (a read-only page, not a form of disabled inputs).
 */
const shownByDetails = (field: Field): Field => ({ ...field, admin: { ...field.admin, condition: () => false } }) as Field

/** The append-only delivery log: exactly the spec's fields (plus Payload's timestamps). */
export const deliveriesCollection = (resolved: ResolvedWebhooks): CollectionConfig => ({
  slug: resolved.slugs.deliveries,
  labels: { singular: 'Webhook delivery', plural: 'Webhook deliveries' },
  access: { create: nobody, update: nobody, read: loggedIn, delete: loggedIn },
  admin: {
    group: 'Webhooks',
    useAsTitle: 'event',
    defaultColumns: ['status', 'event', 'endpoint', 'attempt', 'responseStatus', 'durationMs', 'createdAt'],
    components: {
      beforeListTable: [
        {
          path: '@payload-plugin-suite/webhooks/rsc#PendingDeliveries',
          serverProps: { resolved: { mode: resolved.mode, queue: resolved.queue, slugs: resolved.slugs } },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  endpoints: [redeliverEndpoint(resolved)],
  fields: [
    {
      name: 'details',
      type: 'ui',
      admin: { components: { Field: { path: `${ADMIN}#DeliveryDetails`, clientProps: { subscriptionsSlug: resolved.slugs.subscriptions } } } },
    },
    { name: 'redeliver', type: 'ui', admin: { position: 'sidebar', components: { Field: `${ADMIN}#RedeliverButton` } } },
    ...(
      [
        // Set by the plugin (see delivery/id.ts); read-only in the admin.
        { name: 'id', type: 'text', required: true, admin: { readOnly: true } },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'pending',
          options: ['pending', 'success', 'failed', 'dead'],
          admin: { components: { Cell: `${ADMIN}#DeliveryStatusCell` } },
        },
        { name: 'event', type: 'text', required: true, index: true },
        { name: 'endpoint', type: 'text', required: true },
        // Text, not a relationship: the row must keep naming the subscription after it is deleted.
        { name: 'subscriptionId', type: 'text', required: true, index: true },
        { name: 'attempt', type: 'number', required: true, min: 1, defaultValue: 1 },
        { name: 'responseStatus', type: 'number', admin: { components: { Cell: OPTIONAL_CELL } } },
        { name: 'responseBody', type: 'textarea' },
        { name: 'error', type: 'text', admin: { components: { Cell: OPTIONAL_CELL } } },
        { name: 'durationMs', type: 'number', label: 'Duration (ms)', admin: { components: { Cell: OPTIONAL_CELL } } },
        { name: 'jobId', type: 'text', admin: { components: { Cell: OPTIONAL_CELL } } },
        { name: 'payload', type: 'json' },
      ] satisfies Field[]
    ).map(shownByDetails),
  ],
})
