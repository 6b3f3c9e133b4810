import type { LabelFunction } from 'payload'
import { de } from './de'
import { en } from './en'

/** The namespace of the plugin's keys in Payload's i18n (`t('pps-form-builder:forms')`). */
export const I18N_NAMESPACE = 'pps-form-builder'

export type FormBuilderStringKey = keyof typeof en

/** Built-in languages in the shape of Payload's `i18n.translations`; the project's own entries are merged over these. */
export const translations = { de: { [I18N_NAMESPACE]: de }, en: { [I18N_NAMESPACE]: en } }

/** Payload's `t` (typed for core's keys only), as `req.i18n.t` and `useTranslation().t` give it (their key unions differ). */
type PayloadT = (key: never, vars?: never) => string

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
export const formBuilderT =
  (t: PayloadT) =>
  (key: FormBuilderStringKey, vars?: Record<string, unknown>): string => {
    const text = (t as (key: string, vars?: Record<string, unknown>) => string)(
      `${I18N_NAMESPACE}:${key}`,
      vars,
    )
    return text === `${I18N_NAMESPACE}:${key}` ? fill(en[key], vars) : text
  }

/** A label or description Payload resolves in the admin's language. */
export const formBuilderLabel =
  (key: FormBuilderStringKey): LabelFunction =>
  ({ t }) =>
    formBuilderT(t)(key)
