'use client'
import type { DefaultCellComponentProps } from 'payload'
import { Pill } from '@payloadcms/ui'

/**
 * List cell of a subscription's health, from the health fields the delivery path keeps: disabled,
 * failing (with its streak; the last error on hover), healthy, or not delivered to yet.
 */
export const SubscriptionHealthCell = ({ rowData }: DefaultCellComponentProps) => {
  const { disabledReason, enabled, failureStreak, lastError, lastSuccessAt } = rowData as Record<string, unknown>
  if (enabled === false) {
    return (
      <span title={typeof disabledReason === 'string' ? disabledReason : undefined}>
        <Pill pillStyle="light-gray" size="small">
          {disabledReason ? 'Disabled by the plugin' : 'Disabled'}
        </Pill>
      </span>
    )
  }
  if (typeof failureStreak === 'number' && failureStreak > 0) {
    return (
      <span title={typeof lastError === 'string' ? lastError : undefined}>
        <Pill pillStyle="error" size="small">
          {`Failing (${failureStreak} in a row)`}
        </Pill>
      </span>
    )
  }
  if (lastSuccessAt) {
    return (
      <Pill pillStyle="success" size="small">
        Healthy
      </Pill>
    )
  }
  return (
    <Pill pillStyle="light-gray" size="small">
      No deliveries yet
    </Pill>
  )
}
