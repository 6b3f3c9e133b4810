'use client'
import { Banner, Link, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'
import type { DeliveryDoc } from '../../types'
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

const grid: React.CSSProperties = { display: 'grid', gap: '4px calc(var(--base) / 2)', gridTemplateColumns: 'max-content 1fr', margin: 0 }

/**
 * The delivery as a read-only page: its outcome, the body sent (pretty-printed JSON, no editor),
 * what the receiver answered (as text, never rendered) and the other rows of the same event
 * (attempts and redeliveries of one body id), oldest first.
 */
export const DeliveryDetails = ({ subscriptionsSlug }: { subscriptionsSlug: string }) => {
  const { collectionSlug, id } = useDocumentInfo()
  const { api, adminURL } = useApi()
  const { i18n } = useTranslation()
  const [doc, setDoc] = useState<Row | null>(null)
  const [history, setHistory] = useState<Row[]>([])
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    if (!id) return
    let cancelled = false
    void (async () => {
      try {
        const response = await fetch(`${api}/${collectionSlug}/${id}?depth=0`, { credentials: 'include' })
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
        const row = (await response.json()) as Row
        const query = new URLSearchParams({
          depth: '0',
          limit: '100',
          sort: 'createdAt',
          'where[subscriptionId][equals]': row.subscriptionId,
          'where[event][equals]': row.event,
        })
        const same = (await (await fetch(`${api}/${collectionSlug}?${query}`, { credentials: 'include' })).json()) as { docs?: Row[] }
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
  }, [api, collectionSlug, id])

  if (failure) return <Banner type="error">Could not load the delivery: {failure}</Banner>
  if (!doc) return <p>Loading…</p>
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })
  const repeats = redeliveryOf(doc)
  // The original row may have been deleted since (the log's rows can be).
  const original = repeats ? history.find((row) => String(row.id) === repeats) : undefined

  return (
    <div className="webhook-delivery" style={{ display: 'grid', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
      <section aria-label="Outcome">
        <h3>
          {doc.event} <StatusPill status={doc.status} />
        </h3>
        <dl style={grid}>
          <dt>Endpoint</dt>
          <dd>
            <code>{doc.endpoint}</code>
          </dd>
          <dt>Subscription</dt>
          <dd>
            <Link href={adminURL(`/collections/${subscriptionsSlug}/${doc.subscriptionId}`)}>{doc.endpoint}</Link>
          </dd>
          {repeats ? (
            <>
              <dt>Redelivery of</dt>
              <dd>
                {original ? (
                  <Link href={adminURL(`/collections/${collectionSlug}/${repeats}`)}>
                    {repeats} ({original.status}, {time(original.createdAt)})
                  </Link>
                ) : (
                  `${repeats} (deleted)`
                )}
              </dd>
            </>
          ) : null}
          <dt>Attempt</dt>
          <dd>{doc.attempt}</dd>
          <dt>Response status</dt>
          <dd>{doc.responseStatus ?? '—'}</dd>
          <dt>Duration</dt>
          <dd>{doc.durationMs === null || doc.durationMs === undefined ? '—' : `${doc.durationMs.toLocaleString(i18n.language)} ms`}</dd>
          <dt>Created</dt>
          <dd>{time(doc.createdAt)}</dd>
        </dl>
      </section>
      {doc.error ? (
        <section aria-label="Error">
          <h4>Error</h4>
          <pre style={pre}>{doc.error}</pre>
        </section>
      ) : null}
      <section aria-label="Body sent">
        <h4>Body sent</h4>
        <pre style={pre}>{doc.payload ? JSON.stringify(doc.payload, null, 2) : '—'}</pre>
      </section>
      <section aria-label="Response">
        <h4>Response{doc.responseStatus ? ` (HTTP ${doc.responseStatus})` : ''}</h4>
        <pre style={pre}>{doc.responseBody || '(empty)'}</pre>
      </section>
      <section aria-label="Attempts of this event">
        <h4>Attempts of this event</h4>
        <table className="table" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th>Created</th>
              <th>Status</th>
              <th>Attempt</th>
              <th>Response</th>
              <th>Duration</th>
            </tr>
          </thead>
          <tbody>
            {history.map((row) => (
              <tr aria-current={String(row.id) === String(doc.id) ? 'true' : undefined} key={String(row.id)}>
                <td>
                  {String(row.id) === String(doc.id) ? (
                    <strong>{time(row.createdAt)} (this row)</strong>
                  ) : (
                    <Link href={adminURL(`/collections/${collectionSlug}/${String(row.id)}`)}>{time(row.createdAt)}</Link>
                  )}
                </td>
                <td>
                  <StatusPill status={row.status} />
                </td>
                <td>{row.attempt}</td>
                <td>{row.responseStatus ?? '—'}</td>
                <td>{row.durationMs === null || row.durationMs === undefined ? '—' : `${row.durationMs} ms`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
