'use client'
import { GroupField } from '@payloadcms/ui'
import type { GroupFieldClientProps } from 'payload'
import { useAdminLanguageField } from './hooks'

/** The buttons group holds only the fields a host adds: with none, it takes no room in the form. */
export const ButtonsGroupField = (props: GroupFieldClientProps) => {
  const field = useAdminLanguageField(props.field, props.schemaPath)
  return field.fields.length ? <GroupField {...props} field={field} /> : null
}
