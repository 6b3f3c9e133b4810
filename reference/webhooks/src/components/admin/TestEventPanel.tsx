'use client'
import { Button, Link, toast, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'
import { postJSON, useApi } from './useApi'

/**
 * Sidebar of a subscription: "Send test event" (POST …/:id/test, a logged webhook.test delivery)
 * and the recent health the delivery path keeps on the subscription's (hidden) health fields.
 */
export const TestEventPanel = ({ deliveriesSlug }: { deliveriesSlug: string }) => {
  const { collectionSlug, id } = useDocumentInfo()
  const { api, adminURL } = useApi()
  const { i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
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
  const time = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : '—')

  const send = async () => {
    setBusy(true)
    try {
      const { ok, body } = await postJSON(`${api}/${collectionSlug}/${id}/test`)
      if (!ok) {
        toast.error(String(body.message ?? (body.errors as Array<{ message: string }> | undefined)?.[0]?.message ?? 'Sending the test event failed'))
        return
      }
      setSent({ id: String(body.id), status: String(body.status) })
      toast.success(`Test event ${String(body.status)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="webhook-test-event" style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void send()}>
        Send test event
      </Button>
      {sent ? (
        <p>
          Test delivery <Link href={adminURL(`/collections/${deliveriesSlug}/${sent.id}`)}>{sent.id}</Link>: {sent.status}
        </p>
      ) : null}
      <dl aria-label="Recent health" style={{ display: 'grid', gap: '2px calc(var(--base) / 2)', gridTemplateColumns: 'max-content 1fr', marginTop: 'var(--base)' }}>
        <dt>Last success</dt>
        <dd>{time(health.lastSuccessAt)}</dd>
        <dt>Last failure</dt>
        <dd>{time(health.lastFailureAt)}</dd>
        <dt>Failure streak</dt>
        <dd>{health.failureStreak ?? '—'}</dd>
        {health.failingSince ? (
          <>
            <dt>Failing since</dt>
            <dd>{time(health.failingSince)}</dd>
          </>
        ) : null}
        {/* The error of a failure period that a success has ended is history (the delivery log keeps it). */}
        {health.lastError && health.failureStreak ? (
          <>
            <dt>Last error</dt>
            <dd>{health.lastError}</dd>
          </>
        ) : null}
        {health.disabledAt ? (
          <>
            <dt>Disabled</dt>
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
