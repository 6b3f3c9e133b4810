'use client'
import { SelectField, useDocumentInfo, useWatchForm } from '@payloadcms/ui'
import type { SelectFieldClientProps, TextFieldClientProps } from 'payload'
import type { PollOption } from '../../types'
import { useAdminLanguageField, useApi } from './hooks'

/**
 * Multi-select of the poll's effective options (GET /api/forms/:id/poll-options); a tie keeps every
 * pick. A form not saved yet has no id to ask with: its own option rows are its options then (the
 * field shows only for manual polls, which have no source).
 */
export const WinningValuesField = (props: TextFieldClientProps) => {
  const { id } = useDocumentInfo()
  const { getDataByPath } = useWatchForm()
  const clientField = useAdminLanguageField(props.field, props.schemaPath)
  const stored = useApi<{ options?: PollOption[] }>(
    id === undefined ? null : `/forms/${id}/poll-options`,
  )
  const options =
    id === undefined
      ? ((getDataByPath('poll.options') ?? []) as Array<Partial<PollOption>>).filter(
          (option) => option.value,
        )
      : (stored?.options ?? [])
  const field = {
    ...clientField,
    type: 'select',
    hasMany: true,
    options: options.map((option) => ({
      label: option.label || String(option.value),
      value: String(option.value),
    })),
  } as SelectFieldClientProps['field']
  return <SelectField {...(props as unknown as SelectFieldClientProps)} field={field} />
}
