'use client'
import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import type { ClientField } from 'payload'

export const FieldCountCell = ({ cellData }: { cellData?: unknown }) => (
  <span>{Array.isArray(cellData) ? cellData.length : 0}</span>
)
export const StepCountCell = ({ cellData }: { cellData?: unknown }) => (
  <span>{Array.isArray(cellData) && cellData.length ? cellData.length : '—'}</span>
)

/** The poll's type by the label the editor picked it by (its select option), not its slug. */
export const PollCell = ({
  cellData,
  field,
}: {
  cellData?: { type?: string }
  field?: ClientField
}) => {
  const { i18n } = useTranslation()
  const typeField =
    field && 'fields' in field
      ? field.fields.find((sub) => 'name' in sub && sub.name === 'type')
      : undefined
  const option =
    typeField?.type === 'select'
      ? typeField.options.find(
          (entry) => typeof entry === 'object' && entry.value === cellData?.type,
        )
      : undefined
  if (!cellData?.type) return <span>—</span>
  return (
    <span>
      {typeof option === 'object'
        ? getTranslation(option.label as Parameters<typeof getTranslation>[0], i18n)
        : cellData.type}
    </span>
  )
}
