import type { LabelFunction } from 'payload'
import { de } from './de'
import { en } from './en'

/** The namespace of the plugin's keys in Payload's i18n (`t('pps-jobs:queues')`). */
export const I18N_NAMESPACE = 'pps-jobs'

export type JobsStringKey = keyof typeof en

/** Built-in languages in the shape of Payload's `i18n.translations`; the project's own entries are merged over these. */
export const translations = { de: { [I18N_NAMESPACE]: de }, en: { [I18N_NAMESPACE]: en } }

/** Any of Payload's `t`s (`req.i18n.t` typed for core's keys, `useTranslation().t` for the client's): none knows this plugin's keys. */
type PayloadT = (key: never, vars?: Record<string, unknown>) => string

/** The full key of one of this plugin's strings, for Payload's components that take a key (`<Translation i18nKey>`). */
export const jobsKey = (key: JobsStringKey) => `${I18N_NAMESPACE}:${key}` as const

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
export const jobsT =
  (t: PayloadT) =>
  (key: JobsStringKey, vars?: Record<string, unknown>): string => {
    const text = (t as (key: string, vars?: Record<string, unknown>) => string)(jobsKey(key), vars)
    return text === jobsKey(key) ? fill(en[key], vars) : text
  }

/** A label or description Payload resolves in the admin's language. */
export const jobsLabel =
  (key: JobsStringKey): LabelFunction =>
  ({ t }) =>
    jobsT(t)(key)
