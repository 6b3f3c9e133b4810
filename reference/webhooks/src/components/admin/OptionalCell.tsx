'use client'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { webhooksT } from '../../i18n'

/**
 * List cell of a value a delivery may lack (no response when the connection was refused, no job in
 * inline mode): a dash, where Payload's default cell would print "<No Response Status>".
 */
export const OptionalCell = ({ cellData }: DefaultCellComponentProps) => {
  const { t } = useTranslation()
  return cellData === null || cellData === undefined || cellData === '' ? (
    <span
      className="delivery-cell--empty"
      style={{ color: 'var(--theme-elevation-400)' }}
      title={webhooksT(t)('none')}
    >
      —
    </span>
  ) : typeof cellData === 'object' ? (
    JSON.stringify(cellData)
  ) : (
    String(cellData)
  )
}
