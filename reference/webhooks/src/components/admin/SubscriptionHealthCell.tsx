'use client'
import { Pill, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { webhooksT } from '../../i18n'

/**
 * List cell of a subscription's health, from the health fields the delivery path keeps: disabled,
 * failing (with its streak; the last error on hover), healthy, or not delivered to yet.
 */
export const SubscriptionHealthCell = ({ rowData }: DefaultCellComponentProps) => {
  const { disabledReason, enabled, failureStreak, lastError, lastSuccessAt } = rowData as Record<
    string,
    unknown
  >
  const { i18n, t: payloadT } = useTranslation()
  const t = webhooksT(payloadT)
  if (enabled === false) {
    return (
      <span title={typeof disabledReason === 'string' ? disabledReason : undefined}>
        <Pill pillStyle="light-gray" size="small">
          {t(disabledReason ? 'disabledByPlugin' : 'disabled')}
        </Pill>
      </span>
    )
  }
  if (typeof failureStreak === 'number' && failureStreak > 0) {
    return (
      <span title={typeof lastError === 'string' ? lastError : undefined}>
        <Pill pillStyle="error" size="small">
          {t('failingInARow', {
            amount: new Intl.NumberFormat(i18n.language).format(failureStreak),
          })}
        </Pill>
      </span>
    )
  }
  if (lastSuccessAt) {
    return (
      <Pill pillStyle="success" size="small">
        {t('healthy')}
      </Pill>
    )
  }
  return (
    <Pill pillStyle="light-gray" size="small">
      {t('noDeliveriesYet')}
    </Pill>
  )
}
