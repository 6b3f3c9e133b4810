import type { LabelFunction } from 'payload'
import { de } from './de'
import { en } from './en'

/** The namespace of the wiki's keys in Payload's i18n (`t('pps-admin-wiki:guides.title')`). */
export const I18N_NAMESPACE = 'pps-admin-wiki'

export type AdminWikiStringKey = keyof typeof en

/** Built-in languages in the shape of Payload's `i18n.translations`. */
export const translations = { de: { [I18N_NAMESPACE]: de }, en: { [I18N_NAMESPACE]: en } }

/** Payload's `t` as `req.i18n.t` and `useTranslation().t` give it (each typed for core's keys only, and not alike). */
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

/** Payload's `t` narrowed to the wiki's keys, `{{name}}` placeholders filled from `vars`: for server and client components alike. */
export const adminWikiT =
  (t: PayloadT) =>
  (key: AdminWikiStringKey, vars?: Record<string, unknown>): string => {
    const text = (t as (key: string, vars?: Record<string, unknown>) => string)(
      `${I18N_NAMESPACE}:${key}`,
      vars,
    )
    return text === `${I18N_NAMESPACE}:${key}` ? fill(en[key], vars) : text
  }

export type AdminWikiT = ReturnType<typeof adminWikiT>

/** A label or description Payload resolves in the admin's language. */
export const adminWikiLabel =
  (key: AdminWikiStringKey): LabelFunction =>
  ({ t }) =>
    adminWikiT(t)(key)
