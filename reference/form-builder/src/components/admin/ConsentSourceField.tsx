'use client'
import type { SelectFieldClientProps, TextFieldClientProps } from 'payload'
import { SelectField, ShimmerEffect, TextField, useField } from '@payloadcms/ui'
import type { ConsentSourceList } from './types'
import { useApi } from './hooks'

/**
 * A consent block's source: a pick from the sources the plugin's consent.sources resolver knows now
 * (GET /api/forms/consent-sources). A stored id it no longer knows stays visible as such. Without
 * a resolver (no sources), core's text field.
 */
export const ConsentSourceField = (props: TextFieldClientProps) => {
  const { value } = useField<string>({ path: props.path })
  const list = useApi<ConsentSourceList>('/forms/consent-sources')
  if (list === undefined) return <ShimmerEffect height="4rem" />
  const sources = list?.sources ?? []
  if (!sources.length) return <TextField {...props} />
  const options = sources.map((source) => ({ label: source.title ?? source.id, value: source.id }))
  if (value && !sources.some((source) => source.id === value)) options.push({ label: `${value} (not a configured source)`, value })
  const field = { ...props.field, type: 'select', hasMany: false, options } as SelectFieldClientProps['field']
  return <SelectField {...(props as unknown as SelectFieldClientProps)} field={field} />
}
