import type { SelectField } from 'payload'
import { type FormBuilderStringKey, formBuilderLabel as label } from '../i18n'

/** A select whose choices the plugin fixes (a submission's status, a poll's visibility): each option's label translated. */
export const settingSelect = (
  name: FormBuilderStringKey,
  defaultValue: string,
  options: Record<string, FormBuilderStringKey>,
): SelectField => ({
  name,
  type: 'select',
  label: label(name),
  defaultValue,
  options: Object.entries(options).map(([value, key]) => ({ value, label: label(key) })),
})
