'use client'
import { FieldLabel } from '@payloadcms/ui'
import type { ClientField } from 'payload'
import { useAdminLanguageField } from './hooks'

/**
 * Core's field label, in the admin's language, for fields whose component Payload renders with a
 * client field cached in another language (rich text; see useAdminLanguageField).
 */
export const AdminLanguageLabel = ({
  field: givenField,
  path,
  schemaPath,
}: {
  field: ClientField
  path?: string
  schemaPath?: string
}) => {
  const field = useAdminLanguageField(givenField, schemaPath)
  return (
    <FieldLabel
      label={'label' in field ? field.label : undefined}
      localized={'localized' in field && field.localized}
      path={path}
      required={'required' in field && field.required}
    />
  )
}
