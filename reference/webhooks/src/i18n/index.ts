import type { Config } from 'payload'
// payload/shared, not payload: client components read their strings through this module too.
import { deepMergeSimple } from 'payload/shared'
import { type PayloadT, pluginStrings } from '../../../shared/i18n'
import type { DeliveryStatus } from '../types'
import { de } from './de'
import { en } from './en'

/** The namespace of the plugin's keys in Payload's i18n (`t('pps-webhooks:redeliver')`). */
export const I18N_NAMESPACE = 'pps-webhooks'

type StoredKey = keyof typeof en
/** `pendingDeliveries` for `pendingDeliveries_one` / `_other`: Payload picks the form from the `count` var. */
type PluralKey<Key> = Key extends `${infer Base}_other` ? Base : never
export type WebhooksStringKey = StoredKey | PluralKey<StoredKey>

/** Built-in languages in the shape of Payload's `i18n.translations`; the project's own entries are merged over these. */
export const translations = { de: { [I18N_NAMESPACE]: de }, en: { [I18N_NAMESPACE]: en } }

/** The label of each delivery status: the status select's options and the log's status pills. */
export const DELIVERY_STATUS_KEYS = {
  pending: 'statusPending',
  success: 'statusSuccess',
  failed: 'statusFailed',
  dead: 'statusDead',
} as const satisfies Record<DeliveryStatus, StoredKey>

const strings = pluginStrings<WebhooksStringKey>(I18N_NAMESPACE, (key, vars) =>
  key in en
    ? en[key as StoredKey]
    : en[`${key}_${vars?.count === 1 ? 'one' : 'other'}` as StoredKey],
)

/** Payload's `t` narrowed to this plugin's keys, `{{name}}` placeholders filled from `vars`: for server and client components alike. */
export const webhooksT = strings.t

/** A delivery status as the admin names it (one this version does not know, as stored). */
export const deliveryStatusLabel = (t: PayloadT, status: string): string =>
  Object.hasOwn(DELIVERY_STATUS_KEYS, status)
    ? webhooksT(t)(DELIVERY_STATUS_KEYS[status as DeliveryStatus])
    : status

/** A label or description Payload resolves in the admin's language. */
export const webhooksLabel = strings.label

/**
 * A string in every language the plugin or the project translates, for the config slots that take no
 * label function (a collection's admin.group, a ui field's label), with the project's overrides applied.
 */
export const webhooksStaticLabel = (
  key: StoredKey,
  projectTranslations: NonNullable<Config['i18n']>['translations'],
): Record<string, string> => {
  const merged = deepMergeSimple<Record<string, { [I18N_NAMESPACE]?: Partial<typeof en> }>>(
    translations,
    projectTranslations ?? {},
  )
  return Object.fromEntries(
    Object.entries(merged).map(([language, namespaces]) => [
      language,
      namespaces[I18N_NAMESPACE]?.[key] ?? en[key],
    ]),
  )
}
