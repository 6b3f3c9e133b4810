import { pluginStrings } from '../../../shared/i18n'
import { de } from './de'
import { en } from './en'

/** The namespace of the plugin's keys in Payload's i18n (`t('pps-jobs:queues')`). */
export const I18N_NAMESPACE = 'pps-jobs'

export type JobsStringKey = keyof typeof en

/** Built-in languages in the shape of Payload's `i18n.translations`; the project's own entries are merged over these. */
export const translations = { de: { [I18N_NAMESPACE]: de }, en: { [I18N_NAMESPACE]: en } }

/** The full key of one of this plugin's strings, for Payload's components that take a key (`<Translation i18nKey>`). */
export const jobsKey = (key: JobsStringKey) => `${I18N_NAMESPACE}:${key}` as const

const strings = pluginStrings<JobsStringKey>(I18N_NAMESPACE, (key) => en[key])

/** Payload's `t` narrowed to this plugin's keys, `{{name}}` placeholders filled from `vars`: for server and client components alike. */
export const jobsT = strings.t

/** A label or description Payload resolves in the admin's language. */
export const jobsLabel = strings.label
