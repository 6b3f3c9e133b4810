'use client'
import { Link, Pill, useConfig, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { deliveryStatusLabel, webhooksT } from '../../i18n'
import { redeliveryOf } from './redelivery'

type PillStyle = 'error' | 'light-gray' | 'success' | 'warning'

const STYLES: Record<string, PillStyle> = {
  dead: 'error',
  failed: 'warning',
  pending: 'light-gray',
  success: 'success',
}

/** A delivery status as a coloured pill (success green, failed amber, dead red, pending grey). */
export const StatusPill = ({ status }: { status: string | null | undefined }) => {
  const { t } = useTranslation()
  return status ? (
    <Pill pillStyle={STYLES[status] ?? 'light-gray'} size="small">
      {deliveryStatusLabel(t, status)}
    </Pill>
  ) : null
}

/**
 * List cell of the status column. As the first column it is the row's link (or, in a relationship
 * drawer, its select button), as Payload's own first cell is: the pill must not cost the list its way in.
 * A redelivery says so beside its status.
 */
export const DeliveryStatusCell = ({
  cellData,
  collectionSlug,
  link,
  linkURL,
  onClick,
  rowData,
  viewType,
}: DefaultCellComponentProps) => {
  const { config } = useConfig()
  const { t } = useTranslation()
  const pill = (
    <>
      <StatusPill status={typeof cellData === 'string' ? cellData : null} />
      {redeliveryOf(rowData) ? (
        <Pill className="delivery-status-cell__redelivery" pillStyle="light" size="small">
          {webhooksT(t)('redeliveryTag')}
        </Pill>
      ) : null}
    </>
  )
  if (typeof onClick === 'function') {
    return (
      <button
        className="delivery-status-cell"
        onClick={() => onClick({ cellData, collectionSlug, rowData })}
        style={{ background: 'none', border: 0, cursor: 'pointer', padding: 0 }}
        type="button"
      >
        {pill}
      </button>
    )
  }
  if (!link) return pill
  const href =
    linkURL ??
    formatAdminURL({
      adminRoute: config.routes.admin,
      path: `/collections/${collectionSlug}${viewType === 'trash' ? '/trash' : ''}/${encodeURIComponent(String(rowData.id))}`,
    })
  return (
    <Link className="delivery-status-cell" href={href} prefetch={false}>
      {pill}
    </Link>
  )
}
