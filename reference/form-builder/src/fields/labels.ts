import type { Field } from 'payload'
import { type FormBuilderStringKey, formBuilderLabel } from '../i18n'
import { labelOf } from '../translations'
import type { ButtonFields } from '../types'

/** Button labels are content: localized unless localizeContent is false. Empty means "use the default". */
const buttonLabelField = (
  name: FormBuilderStringKey,
  key: string,
  localize: boolean,
  width?: string,
): Field => ({
  name,
  type: 'text',
  localized: localize,
  label: formBuilderLabel(name),
  admin: { ...(width ? { width } : {}), placeholder: labelOf(key) },
})

export const buildSubmitLabelField = (localize = true): Field =>
  buttonLabelField('submitLabel', 'submit', localize)
export const buildNextLabelField = (localize = true): Field =>
  buttonLabelField('nextLabel', 'next', localize, '50%')
export const buildPrevLabelField = (localize = true): Field =>
  buttonLabelField('prevLabel', 'prev', localize, '50%')

export const buildDefaultButtonFields = (localize = true): ButtonFields => ({
  submit: buildSubmitLabelField(localize),
  next: buildNextLabelField(localize),
  prev: buildPrevLabelField(localize),
})
