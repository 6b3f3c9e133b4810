import { pluginStrings } from '../../../shared/i18n'
import { de } from './de'
import { en } from './en'

/** The namespace of the wiki's keys in Payload's i18n (`t('pps-admin-wiki:guides.title')`). */
export const I18N_NAMESPACE = 'pps-admin-wiki'

export type AdminWikiStringKey = keyof typeof en

/** Built-in languages in the shape of Payload's `i18n.translations`. */
export const translations = { de: { [I18N_NAMESPACE]: de }, en: { [I18N_NAMESPACE]: en } }

const strings = pluginStrings<AdminWikiStringKey>(I18N_NAMESPACE, (key) => en[key])

/** Payload's `t` narrowed to the wiki's keys, `{{name}}` placeholders filled from `vars`: for server and client components alike. */
export const adminWikiT = strings.t

export type AdminWikiT = ReturnType<typeof adminWikiT>

/** A label or description Payload resolves in the admin's language. */
export const adminWikiLabel = strings.label
