'use client'
import { Pill } from '@payloadcms/ui'

type PillStyle = 'error' | 'light-gray' | 'success' | 'warning'

const STYLES: Record<string, PillStyle> = { dead: 'error', failed: 'warning', pending: 'light-gray', success: 'success' }

/** A delivery status as a coloured pill (success green, failed amber, dead red, pending grey). */
export const StatusPill = ({ status }: { status: string | null | undefined }) =>
  status ? (
    <Pill pillStyle={STYLES[status] ?? 'light-gray'} size="small">
      {status}
    </Pill>
  ) : null

/** List cell of the status column. */
export const DeliveryStatusCell = ({ cellData }: { cellData?: unknown }) => <StatusPill status={typeof cellData === 'string' ? cellData : null} />
