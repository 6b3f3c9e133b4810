'use client'
import { getTranslation } from '@payloadcms/translations'
import { Pill, useRowLabel, useTranslation } from '@payloadcms/ui'
import type { BlocksFieldClient } from 'payload'
import { useAdminLanguageField } from './hooks'

/**
 * A field or action block's row header: its number and type as core shows them, then the field it
 * authors by its label, else its name, or an email action by its subject (core's block-name title
 * would read "Untitled" for every row).
 */
export const FieldRowLabel = ({
  field: givenField,
  schemaPath,
}: {
  field: BlocksFieldClient
  schemaPath?: string
}) => {
  const { i18n } = useTranslation()
  const field = useAdminLanguageField(givenField, schemaPath)
  const { data, rowNumber } = useRowLabel<{
    blockType?: string
    label?: string | null
    name?: string | null
    subject?: string | null
  }>()
  const block = field.blocks.find((candidate) => candidate.slug === data?.blockType)
  const title = data?.label || data?.name || data?.subject
  return (
    <span
      className="fb-field-row-label"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 'calc(var(--base) / 2)' }}
    >
      <span className="blocks-field__block-number">
        {String((rowNumber ?? 0) + 1).padStart(2, '0')}
      </span>
      {block && (
        <Pill
          className={`blocks-field__block-pill blocks-field__block-pill-${block.slug}`}
          pillStyle="white"
          size="small"
        >
          {getTranslation(block.labels?.singular ?? block.slug, i18n)}
        </Pill>
      )}
      {title && <span className="row-label">{title}</span>}
    </span>
  )
}
