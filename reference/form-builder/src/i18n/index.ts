import { pluginStrings } from '../../../shared/i18n'
import { de } from './de'
import { en } from './en'

/** The namespace of the plugin's keys in Payload's i18n (`t('pps-form-builder:forms')`). */
export const I18N_NAMESPACE = 'pps-form-builder'

export type FormBuilderStringKey = keyof typeof en

/** Built-in languages in the shape of Payload's `i18n.translations`; the project's own entries are merged over these. */
export const translations = { de: { [I18N_NAMESPACE]: de }, en: { [I18N_NAMESPACE]: en } }

const strings = pluginStrings<FormBuilderStringKey>(I18N_NAMESPACE, (key) => en[key])

/** Payload's `t` narrowed to this plugin's keys, `{{name}}` placeholders filled from `vars`: for server and client components alike. */
export const formBuilderT = strings.t

/** A label or description Payload resolves in the admin's language. */
export const formBuilderLabel = strings.label
