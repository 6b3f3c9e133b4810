'use client'
import { Banner, Link, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import { AdminTable } from '../../../../shared/AdminTable'
import { deliveryStatusLabel, webhooksT } from '../../i18n'
import type { DeliveryDoc } from '../../types'
import { REFRESH_EVENT } from './RefreshWhilePending'
import { redeliveryOf } from './redelivery'
import { StatusPill } from './StatusPill'
import { useApi } from './useApi'

type Row = DeliveryDoc & { createdAt: string }

const pre: React.CSSProperties = {
  background: 'var(--theme-elevation-50)',
  borderRadius: 'var(--style-radius-s)',
  fontSize: '0.85em',
  margin: 0,
  maxHeight: '32rem',
  overflow: 'auto',
  padding: 'calc(var(--base) / 2)',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
}

// Payload's table cells are at least 150px wide: five of them overflow the main column beside the sidebar.
const cell: React.CSSProperties = { minWidth: 0 }

// minmax(0, …): a long endpoint or id wraps inside the main column instead of widening it.
const grid: React.CSSProperties = {
  display: 'grid',
  gap: '4px calc(var(--base) / 2)',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  margin: 0,
  overflowWrap: 'anywhere',
}

/**
 * The delivery as a read-only page: its outcome, the body sent (pretty-printed JSON, no editor),
 * what the receiver answered (as text, never rendered) and the other rows of the same event
 * (attempts and redeliveries of one body id), oldest first.
 */
export const DeliveryDetails = ({ subscriptionsSlug }: { subscriptionsSlug: string }) => {
  const { collectionSlug, id } = useDocumentInfo()
  const { api, adminURL } = useApi()
  const { i18n, t: payloadT } = useTranslation()
  const t = webhooksT(payloadT)
  const [doc, setDoc] = useState<Row | null>(null)
  const [history, setHistory] = useState<Row[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  // Bumped by RefreshWhilePending while this delivery is pending: the rows below are loaded here, not by the server.
  const [reloads, setReloads] = useState(0)

  useEffect(() => {
    const reload = () => setReloads((count) => count + 1)
    window.addEventListener(REFRESH_EVENT, reload)
    return () => window.removeEventListener(REFRESH_EVENT, reload)
  }, [])

  useEffect(() => {
    if (!id) return
    let cancelled = false
    void (async () => {
      try {
        const response = await fetch(`${api}/${collectionSlug}/${id}?depth=0`, {
          credentials: 'include',
        })
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
        const row = (await response.json()) as Row
        const query = new URLSearchParams({
          depth: '0',
          limit: '100',
          sort: 'createdAt',
          'where[subscriptionId][equals]': row.subscriptionId,
          'where[event][equals]': row.event,
        })
        const same = (await (
          await fetch(`${api}/${collectionSlug}?${query}`, { credentials: 'include' })
        ).json()) as { docs?: Row[] }
        const eventId = row.payload?.id
        if (!cancelled) {
          setDoc(row)
          setHistory((same.docs ?? []).filter((entry) => entry.payload?.id === eventId))
        }
      } catch (error) {
        if (!cancelled) setFailure(error instanceof Error ? error.message : String(error))
      }
    })()
    return () => {
      cancelled = true
    }
  }, [api, collectionSlug, id, reloads])

  if (failure) return <Banner type="error">{t('loadFailed', { error: failure })}</Banner>
  if (!doc) return <p>{t('loading')}</p>
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  })
  const numberFormat = new Intl.NumberFormat(i18n.language)
  const time = (iso: string) => dateFormat.format(new Date(iso))
  const duration = (ms: number | null | undefined) =>
    ms === null || ms === undefined ? '—' : t('milliseconds', { amount: numberFormat.format(ms) })
  const repeats = redeliveryOf(doc)
  // The original row may have been deleted since (the log's rows can be).
  const original = repeats ? history.find((row) => String(row.id) === repeats) : undefined

  return (
    // One column no wider than the main column: the attempts table's min-content (Payload's 150px
    // cells) used to widen every box past the sidebar's divider.
    <div
      className="webhook-delivery"
      style={{
        display: 'grid',
        gap: 'var(--base)',
        gridTemplateColumns: 'minmax(0, 1fr)',
        marginBottom: 'var(--base)',
      }}
    >
      <section aria-label={t('outcome')}>
        <h3>
          {doc.event} <StatusPill status={doc.status} />
        </h3>
        <dl style={grid}>
          <dt>{t('fieldEndpoint')}</dt>
          <dd>
            <code>{doc.endpoint}</code>
          </dd>
          <dt>{t('subscription')}</dt>
          <dd>
            <Link href={adminURL(`/collections/${subscriptionsSlug}/${doc.subscriptionId}`)}>
              {doc.endpoint}
            </Link>
          </dd>
          {repeats ? (
            <>
              <dt>{t('redeliveryOf')}</dt>
              <dd>
                {original ? (
                  <Link href={adminURL(`/collections/${collectionSlug}/${repeats}`)}>
                    {repeats} ({deliveryStatusLabel(payloadT, original.status)},{' '}
                    {time(original.createdAt)})
                  </Link>
                ) : (
                  t('deletedDelivery', { id: repeats })
                )}
              </dd>
            </>
          ) : null}
          <dt>{t('fieldAttempt')}</dt>
          <dd>{numberFormat.format(doc.attempt)}</dd>
          <dt>{t('responseStatus')}</dt>
          <dd>{doc.responseStatus ?? '—'}</dd>
          <dt>{t('duration')}</dt>
          <dd>{duration(doc.durationMs)}</dd>
          <dt>{t('created')}</dt>
          <dd>{time(doc.createdAt)}</dd>
        </dl>
      </section>
      {doc.error ? (
        <section aria-label={t('fieldError')}>
          <h4>{t('fieldError')}</h4>
          <pre style={pre}>{doc.error}</pre>
        </section>
      ) : null}
      <section aria-label={t('bodySent')}>
        <h4>{t('bodySent')}</h4>
        <pre style={pre}>{doc.payload ? JSON.stringify(doc.payload, null, 2) : '—'}</pre>
      </section>
      <section aria-label={t('response')}>
        <h4>
          {doc.responseStatus
            ? t('responseWithStatus', { status: doc.responseStatus })
            : t('response')}
        </h4>
        <pre style={pre}>{doc.responseBody || t('emptyResponse')}</pre>
      </section>
      <section aria-label={t('attemptsOfEvent')}>
        <h4>{t('attemptsOfEvent')}</h4>
        <AdminTable
          cell={cell}
          columns={['created', 'fieldStatus', 'fieldAttempt', 'response', 'duration']}
          heading={t}
        >
          {history.map((row) => (
            <tr
              aria-current={String(row.id) === String(doc.id) ? 'true' : undefined}
              key={String(row.id)}
            >
              <td style={cell}>
                {String(row.id) === String(doc.id) ? (
                  <strong>{t('thisRow', { time: time(row.createdAt) })}</strong>
                ) : (
                  <Link href={adminURL(`/collections/${collectionSlug}/${String(row.id)}`)}>
                    {time(row.createdAt)}
                  </Link>
                )}
              </td>
              <td style={cell}>
                <StatusPill status={row.status} />
              </td>
              <td style={cell}>{numberFormat.format(row.attempt)}</td>
              <td style={cell}>{row.responseStatus ?? '—'}</td>
              <td style={cell}>{duration(row.durationMs)}</td>
            </tr>
          ))}
        </AdminTable>
      </section>
    </div>
  )
}
