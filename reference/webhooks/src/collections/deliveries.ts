import type { Access, CollectionConfig, Config, Field } from 'payload'
import { rejectMalformedRequest } from '../../../shared/rejectMalformedRequest'
import { adminComponent, rscComponent } from '../defaults'
import { redeliverEndpoint } from '../endpoints/redeliver'
import { DELIVERY_STATUS_KEYS, webhooksLabel, webhooksStaticLabel } from '../i18n'
import type { ResolvedWebhooks } from '../types'

const loggedIn: Access = ({ req }) => Boolean(req.user)
// The server writes rows with overrideAccess; every caller is refused, on every API.
const nobody: Access = () => false

const OPTIONAL_CELL = adminComponent('OptionalCell')

/**
 * The log's own fields stay in the API and the list's columns, but the edit view shows them through
 * DeliveryDetails (a read-only page, not a form of disabled inputs).
 */
const shownByDetails = (field: Field): Field =>
  ({ ...field, admin: { ...field.admin, condition: () => false } }) as Field

/** The append-only delivery log: exactly the spec's fields (plus Payload's timestamps). */
export const deliveriesCollection = (
  resolved: ResolvedWebhooks,
  config: Pick<Config, 'i18n'>,
): CollectionConfig => ({
  slug: resolved.slugs.deliveries,
  custom: { adminWiki: { coverage: 'none' } }, // a log: the admin wiki's Coverage counts it not at all
  labels: { singular: webhooksLabel('deliverySingular'), plural: webhooksLabel('deliveryPlural') },
  access: { create: nobody, update: nobody, read: loggedIn, delete: loggedIn },
  admin: {
    group: webhooksStaticLabel('group', config.i18n?.translations),
    useAsTitle: 'event',
    defaultColumns: [
      'status',
      'event',
      'endpoint',
      'attempt',
      'responseStatus',
      'durationMs',
      'createdAt',
    ],
    components: {
      beforeListTable: [
        {
          path: rscComponent('PendingDeliveries'),
          serverProps: {
            resolved: { mode: resolved.mode, queue: resolved.queue, slugs: resolved.slugs },
          },
        },
      ],
      // Nothing visible: a pending delivery's page refreshes itself (as the log does) until its outcome.
      edit: {
        beforeDocumentControls: [
          {
            path: rscComponent('PendingDeliveryRefresh'),
            serverProps: {
              resolved: { mode: resolved.mode, queue: resolved.queue, slugs: resolved.slugs },
            },
          },
        ],
      },
    },
  },
  defaultSort: '-createdAt',
  endpoints: [redeliverEndpoint(resolved)],
  hooks: { beforeOperation: [rejectMalformedRequest] },
  fields: [
    {
      name: 'details',
      type: 'ui',
      label: webhooksStaticLabel('fieldDetails', config.i18n?.translations),
      admin: {
        components: {
          Field: {
            path: adminComponent('DeliveryDetails'),
            clientProps: { subscriptionsSlug: resolved.slugs.subscriptions },
          },
        },
      },
    },
    {
      name: 'redeliver',
      type: 'ui',
      label: webhooksStaticLabel('redeliver', config.i18n?.translations),
      admin: { position: 'sidebar', components: { Field: adminComponent('RedeliverButton') } },
    },
    ...(
      [
        // Set by the plugin (see delivery/id.ts); read-only in the admin.
        {
          name: 'id',
          type: 'text',
          label: webhooksLabel('fieldId'),
          required: true,
          admin: { readOnly: true },
        },
        {
          name: 'status',
          type: 'select',
          label: webhooksLabel('fieldStatus'),
          required: true,
          index: true,
          defaultValue: 'pending',
          options: Object.entries(DELIVERY_STATUS_KEYS).map(([value, key]) => ({
            label: webhooksLabel(key),
            value,
          })),
          admin: { components: { Cell: adminComponent('DeliveryStatusCell') } },
        },
        {
          name: 'event',
          type: 'text',
          label: webhooksLabel('fieldEvent'),
          required: true,
          index: true,
        },
        { name: 'endpoint', type: 'text', label: webhooksLabel('fieldEndpoint'), required: true },
        // Text, not a relationship: the row must keep naming the subscription after it is deleted.
        {
          name: 'subscriptionId',
          type: 'text',
          label: webhooksLabel('fieldSubscriptionId'),
          required: true,
          index: true,
        },
        {
          name: 'attempt',
          type: 'number',
          label: webhooksLabel('fieldAttempt'),
          required: true,
          min: 1,
          defaultValue: 1,
        },
        {
          name: 'responseStatus',
          type: 'number',
          label: webhooksLabel('fieldResponseStatus'),
          admin: { components: { Cell: OPTIONAL_CELL } },
        },
        { name: 'responseBody', type: 'textarea', label: webhooksLabel('fieldResponseBody') },
        {
          name: 'error',
          type: 'text',
          label: webhooksLabel('fieldError'),
          admin: { components: { Cell: OPTIONAL_CELL } },
        },
        {
          name: 'durationMs',
          type: 'number',
          label: webhooksLabel('fieldDurationMs'),
          admin: { components: { Cell: OPTIONAL_CELL } },
        },
        {
          name: 'jobId',
          type: 'text',
          label: webhooksLabel('fieldJobId'),
          admin: { components: { Cell: OPTIONAL_CELL } },
        },
        { name: 'payload', type: 'json', label: webhooksLabel('fieldPayload') },
      ] satisfies Field[]
    ).map(shownByDetails),
  ],
})
