'use client'
import { SelectField, ShimmerEffect, TextField, useField, useTranslation } from '@payloadcms/ui'
import type { SelectFieldClientProps, TextFieldClientProps } from 'payload'
import { type FormBuilderStringKey, formBuilderT } from '../../i18n'
import { useAdminLanguageField, useApi } from './hooks'

export interface PickerOption {
  label: string
  value: string
}

interface ResolvedPickerFieldProps<T> extends TextFieldClientProps {
  /** The plugin's list endpoint of what the resolver offers now, e.g. `/forms/departments`. */
  listPath: string
  toOptions: (list: T) => PickerOption[]
  /** The label (of `{value}`) a stored value gets once the resolver no longer offers it: it stays visible as such. */
  unknownLabel: FormBuilderStringKey
}

/**
 * A text field picked from what one of the plugin's resolvers offers (consent sources, departments,
 * sender addresses), by label, stored by value. Without offers (no resolver), core's text field.
 */
export const ResolvedPickerField = <T,>({
  listPath,
  toOptions,
  unknownLabel,
  ...props
}: ResolvedPickerFieldProps<T>) => {
  const t = formBuilderT(useTranslation().t)
  const { value } = useField<string>({ path: props.path })
  const clientField = useAdminLanguageField(props.field, props.schemaPath)
  const list = useApi<T>(listPath)
  if (list === undefined) return <ShimmerEffect height="4rem" />
  const options = list ? toOptions(list) : []
  if (!options.length) return <TextField {...props} field={clientField} />
  if (value && !options.some((option) => option.value === value))
    options.push({ label: t(unknownLabel, { value }), value })
  const field = {
    ...clientField,
    type: 'select',
    hasMany: false,
    options,
  } as SelectFieldClientProps['field']
  return <SelectField {...(props as unknown as SelectFieldClientProps)} field={field} />
}
