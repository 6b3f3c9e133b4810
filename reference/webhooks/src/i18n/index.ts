import type { Config, LabelFunction } from 'payload'
// payload/shared, not payload: client components read their strings through this module too.
import { deepMergeSimple } from 'payload/shared'
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

/** Payload's `t`, whichever core keys it is typed for: `req.i18n.t` (all) or `useTranslation().t` (the client's). */
type PayloadT = (key: never, vars?: Record<string, unknown>) => string

/**
 * Payload memoizes its i18n per language for the whole process, not per config: where a process
 * first set it up for a config without this plugin (several Payload instances in one process, as
 * the conformance kit runs them), `t` answers the key itself, and the built-in English stands in.
 */
const fill = (text: string, vars: Record<string, unknown> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    vars[name] == null ? placeholder : String(vars[name]),
  )

/** Payload's `t` narrowed to this plugin's keys, `{{name}}` placeholders filled from `vars`: for server and client components alike. */
export const webhooksT =
  (t: PayloadT) =>
  (key: WebhooksStringKey, vars?: Record<string, unknown>): string => {
    const text = (t as (key: string, vars?: Record<string, unknown>) => string)(
      `${I18N_NAMESPACE}:${key}`,
      vars,
    )
    if (text !== `${I18N_NAMESPACE}:${key}`) return text
    const plural = `${key}_${vars?.count === 1 ? 'one' : 'other'}` as StoredKey
    return fill(key in en ? en[key as StoredKey] : en[plural], vars)
  }

/** A delivery status as the admin names it (one this version does not know, as stored). */
export const deliveryStatusLabel = (t: PayloadT, status: string): string =>
  Object.hasOwn(DELIVERY_STATUS_KEYS, status)
    ? webhooksT(t)(DELIVERY_STATUS_KEYS[status as DeliveryStatus])
    : status

/** A label or description Payload resolves in the admin's language. */
export const webhooksLabel =
  (key: WebhooksStringKey): LabelFunction =>
  ({ t }) =>
    webhooksT(t)(key)

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
