'use client'
import { SelectField, useField, useTranslation, useWatchForm } from '@payloadcms/ui'
import type { SelectFieldClientProps, TextFieldClientProps } from 'payload'
import { formBuilderT } from '../../i18n'
import type { FormFieldConfig } from '../../types'
import { useAdminLanguageField } from './hooks'

/**
 * A step's fields: a multi-select of the form's own fields as authored now (unsaved ones included),
 * by label, stored by name. A stored name the form no longer has stays visible as such.
 */
export const StepFieldsField = (props: TextFieldClientProps) => {
  const t = formBuilderT(useTranslation().t)
  const { getDataByPath } = useWatchForm()
  const { value } = useField<string[]>({ path: props.path })
  const clientField = useAdminLanguageField(props.field, props.schemaPath)
  const authored = ((getDataByPath('fields') ?? []) as FormFieldConfig[]).filter(
    (field) => field.name,
  )
  const options = authored.map((field) => ({
    label: field.label || field.name!,
    value: field.name!,
  }))
  for (const name of value ?? []) {
    if (!options.some((option) => option.value === name))
      options.push({ label: t('notAFieldOfThisForm', { value: name }), value: name })
  }
  const field = {
    ...clientField,
    type: 'select',
    hasMany: true,
    options,
  } as SelectFieldClientProps['field']
  return <SelectField {...(props as unknown as SelectFieldClientProps)} field={field} />
}
