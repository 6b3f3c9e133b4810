'use client'
import { Button, Link, toast, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'
import { deliveryStatusLabel, webhooksT } from '../../i18n'
import { useApi, usePost } from './useApi'

/**
 * Sidebar of a subscription: "Send test event" (POST …/:id/test, a logged webhook.test delivery)
 * and the recent health the delivery path keeps on the subscription's (hidden) health fields.
 */
export const TestEventPanel = ({ deliveriesSlug }: { deliveriesSlug: string }) => {
  const { collectionSlug, id } = useDocumentInfo()
  const { api, adminURL } = useApi()
  const { i18n, t: payloadT } = useTranslation()
  const t = webhooksT(payloadT)
  const { busy, post } = usePost()
  const [sent, setSent] = useState<{ id: string; status: string } | null>(null)
  const health = useFormFields(([fields]) => ({
    lastSuccessAt: fields.lastSuccessAt?.value as string | null | undefined,
    lastFailureAt: fields.lastFailureAt?.value as string | null | undefined,
    failingSince: fields.failingSince?.value as string | null | undefined,
    failureStreak: fields.failureStreak?.value as number | null | undefined,
    lastError: fields.lastError?.value as string | null | undefined,
    disabledAt: fields.disabledAt?.value as string | null | undefined,
    disabledReason: fields.disabledReason?.value as string | null | undefined,
  }))
  if (!id) return null
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const time = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : '—')

  const send = () =>
    post(`${api}/${collectionSlug}/${id}/test`, t('testEventFailed'), (body) => {
      setSent({ id: String(body.id), status: String(body.status) })
      toast.success(
        t('testEventSent', { status: deliveryStatusLabel(payloadT, String(body.status)) }),
      )
    })

  return (
    <div className="webhook-test-event" style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void send()}>
        {t('sendTestEvent')}
      </Button>
      {sent ? (
        <p>
          {t('testDelivery')}{' '}
          <Link href={adminURL(`/collections/${deliveriesSlug}/${sent.id}`)}>{sent.id}</Link>:{' '}
          {deliveryStatusLabel(payloadT, sent.status)}
        </p>
      ) : null}
      <dl
        aria-label={t('recentHealth')}
        style={{
          display: 'grid',
          gap: '2px calc(var(--base) / 2)',
          gridTemplateColumns: 'max-content 1fr',
          marginTop: 'var(--base)',
        }}
      >
        <dt>{t('lastSuccess')}</dt>
        <dd>{time(health.lastSuccessAt)}</dd>
        <dt>{t('lastFailure')}</dt>
        <dd>{time(health.lastFailureAt)}</dd>
        <dt>{t('failureStreak')}</dt>
        <dd>
          {typeof health.failureStreak === 'number'
            ? new Intl.NumberFormat(i18n.language).format(health.failureStreak)
            : '—'}
        </dd>
        {health.failingSince ? (
          <>
            <dt>{t('failingSince')}</dt>
            <dd>{time(health.failingSince)}</dd>
          </>
        ) : null}
        {/* The error of a failure period that a success has ended is history (the delivery log keeps it). */}
        {health.lastError && health.failureStreak ? (
          <>
            <dt>{t('lastError')}</dt>
            <dd>{health.lastError}</dd>
          </>
        ) : null}
        {health.disabledAt ? (
          <>
            <dt>{t('disabled')}</dt>
            <dd>
              {time(health.disabledAt)}
              {health.disabledReason ? `: ${health.disabledReason}` : null}
            </dd>
          </>
        ) : null}
      </dl>
    </div>
  )
}
