'use client'
import { Banner, Button, Pill, toast, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'
import type { ListedJob } from '../../endpoints/queueJobs'
import type { PauseRecord, QueueCounts, QueueHealth, QueueHealthReport } from '../../types'

/** How often the dashboard reloads queue-status by itself. */
const REFRESH_MS = 5_000

const COUNTS: Array<[keyof QueueCounts, string]> = [
  ['queued', 'Queued'],
  ['scheduled', 'Scheduled'],
  ['retrying', 'Retrying'],
  ['processing', 'Processing'],
  ['succeeded', 'Succeeded'],
  ['failed', 'Failed'],
  ['cancelled', 'Cancelled'],
  ['recovered', 'Recovered'],
]

const AUTO_RESUME: Array<[string, number | null]> = [
  ['Never', null],
  ['15 minutes', 15],
  ['1 hour', 60],
  ['4 hours', 240],
  ['24 hours', 1440],
]

/** "3 min" style age, localised. */
const formatAge = (ms: number, locale: string) => {
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1_000],
  ]
  const [unit, size] = units.find(([, size]) => ms >= size) ?? units[units.length - 1]
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 0 }).format(Math.floor(ms / size))
}

const formatTime = (iso: string | null, locale: string) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—')

const PauseDetails = ({ record, locale }: { record: PauseRecord; locale: string }) => (
  <span className="queue-dashboard__pause">
    Paused by <strong>{record.pausedBy ?? 'unknown'}</strong> at {formatTime(record.pausedAt, locale)}
    {record.reason ? <> — “{record.reason}”</> : null}
    {record.resumeAt ? <>. Resumes by itself at {formatTime(record.resumeAt, locale)}</> : null}.
  </span>
)

const card: React.CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  padding: 'calc(var(--base) * 0.8)',
  marginBottom: 'var(--base)',
}

export interface QueueDashboardProps {
  /** Base URL of the payload-jobs endpoints. */
  apiURL: string
  initial: QueueHealthReport
  /** Payload's jobs.deleteJobOnComplete (on by default): finished jobs are deleted, so Succeeded counts only those kept. */
  deletesCompleted: boolean
}

/**
 * Queue health and pause control: reads queue-status every few seconds, pauses and resumes through
 * queue-pause / queue-resume (the pause store), so what it shows is what every runner obeys.
 */
export const QueueDashboard = ({ apiURL, deletesCompleted, initial }: QueueDashboardProps) => {
  const { i18n } = useTranslation()
  const locale = i18n.language
  const [report, setReport] = useState(initial)
  const [reason, setReason] = useState('')
  const [autoResume, setAutoResume] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [stale, setStale] = useState<string | null>(null)
  const [jobs, setJobs] = useState<{ failed: ListedJob[]; recovered: ListedJob[] }>({ failed: [], recovered: [] })

  const refresh = useCallback(async () => {
    const get = async <T,>(path: string): Promise<T> => {
      const response = await fetch(`${apiURL}/${path}`, { credentials: 'include', cache: 'no-store' })
      if (!response.ok) throw new Error(((await response.json().catch(() => ({}))) as { message?: string }).message ?? response.statusText)
      return (await response.json()) as T
    }
    try {
      const [status, lists] = await Promise.all([get<QueueHealthReport>('queue-status'), get<typeof jobs>('queue-jobs')])
      setReport(status)
      setJobs(lists)
      setStale(null)
    } catch (error) {
      setStale(error instanceof Error ? error.message : String(error))
    }
  }, [apiURL])

  // No polling while the tab is hidden (each refresh costs the database two queries); back at once when shown.
  useEffect(() => {
    void refresh()
    const timer = setInterval(() => document.visibilityState === 'visible' && void refresh(), REFRESH_MS)
    const onVisible = () => document.visibilityState === 'visible' && void refresh()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [refresh])

  const post = async (path: 'queue-pause' | 'queue-resume' | 'queue-retry' | 'queue-cancel', body: Record<string, unknown>) => {
    setBusy(true)
    try {
      const response = await fetch(`${apiURL}/${path}`, {
        body: JSON.stringify(body),
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        method: 'POST',
      })
      const answer = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) toast.error(answer.message ?? response.statusText)
      else toast.success(answer.message ?? 'Done')
      await refresh()
    } finally {
      setBusy(false)
    }
  }

  const pauseBody = (queue?: string) => ({
    ...(queue ? { queue } : {}),
    ...(reason.trim() ? { reason: reason.trim() } : {}),
    ...(autoResume ? { resumeAt: new Date(Date.now() + autoResume * 60_000).toISOString() } : {}),
  })

  const queueCard = (health: QueueHealth) => (
    <section aria-label={`Queue ${health.queue}`} className="queue-dashboard__queue" key={health.queue} style={card}>
      <header style={{ alignItems: 'center', display: 'flex', gap: 'calc(var(--base) / 2)', justifyContent: 'space-between' }}>
        <h2 style={{ margin: 0 }}>
          {health.queue}{' '}
          <Pill pillStyle={health.paused ? 'warning' : 'success'} size="small">
            {health.paused ? (health.pause ? 'Paused' : 'Paused (all queues)') : 'Running'}
          </Pill>
        </h2>
        {health.pause ? (
          <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void post('queue-resume', { queue: health.queue })} size="small">
            Resume {health.queue}
          </Button>
        ) : (
          <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void post('queue-pause', pauseBody(health.queue))} size="small">
            Pause {health.queue}
          </Button>
        )}
      </header>
      {health.pause ? (
        <p>
          <PauseDetails locale={locale} record={health.pause} />
        </p>
      ) : null}
      {/* As many tiles per row as fit, so a phone shows every counter whole. */}
      <dl style={{ display: 'grid', gap: 'calc(var(--base) / 2)', gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))', margin: 'var(--base) 0' }}>
        {COUNTS.map(([key, label]) => (
          <div key={key} style={{ background: 'var(--theme-elevation-50)', borderRadius: 'var(--style-radius-s)', padding: 'calc(var(--base) / 2)' }}>
            <dt style={{ color: 'var(--theme-elevation-600)', fontSize: '0.85em' }}>{label}</dt>
            <dd data-count={key} style={{ fontSize: '1.6em', margin: 0 }}>
              {health[key].toLocaleString(locale)}
            </dd>
          </div>
        ))}
      </dl>
      {deletesCompleted ? (
        <p className="queue-dashboard__hint" style={{ color: 'var(--theme-elevation-600)', fontSize: '0.85em', margin: '0 0 calc(var(--base) / 2)', overflowWrap: 'anywhere' }}>
          Succeeded: Finished jobs are deleted (jobs.deleteJobOnComplete), so only kept ones count.
        </p>
      ) : null}
      <p style={{ margin: 0 }}>
        Oldest queued job: <strong>{health.oldestQueuedAgeMs === null ? 'none waiting' : formatAge(health.oldestQueuedAgeMs, locale)}</strong> · Last
        scheduled run: <strong>{formatTime(health.lastScheduledRun, locale)}</strong>
      </p>
    </section>
  )

  return (
    <div className="queue-dashboard">
      <header style={{ alignItems: 'baseline', display: 'flex', justifyContent: 'space-between', margin: 'var(--base) 0' }}>
        <h1 style={{ margin: 0 }}>Queues</h1>
        <span aria-live="polite" style={{ color: 'var(--theme-elevation-600)' }}>
          Updated {new Date(report.generatedAt).toLocaleTimeString(locale)}
        </span>
      </header>
      {stale ? <Banner type="error">Could not refresh: {stale}</Banner> : null}
      {report.globalPause ? (
        <Banner type="error">
          <strong>All queues are paused.</strong> <PauseDetails locale={locale} record={report.globalPause} />
        </Banner>
      ) : null}
      <fieldset style={{ ...card, alignItems: 'end', display: 'flex', flexWrap: 'wrap', gap: 'var(--base)' }}>
        <legend>Pause settings</legend>
        <p className="queue-dashboard__pause-hint" style={{ flex: '1 1 100%', margin: 0 }}>
          The reason and the automatic resume apply to the next pause: of every queue (Pause all) or of one queue (its own Pause button below).
        </p>
        <label style={{ display: 'flex', flex: '1 1 20rem', flexDirection: 'column', gap: 4 }}>
          Reason (recorded with the pause)
          <input className="queue-dashboard__reason" onChange={(event) => setReason(event.target.value)} style={{ padding: 8 }} type="text" value={reason} />
        </label>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          Resume automatically after
          <select onChange={(event) => setAutoResume(event.target.value ? Number(event.target.value) : null)} style={{ padding: 8 }} value={autoResume ?? ''}>
            {AUTO_RESUME.map(([label, minutes]) => (
              <option key={label} value={minutes ?? ''}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {report.pausedGlobally ? (
          <Button disabled={busy} margin={false} onClick={() => void post('queue-resume', { global: true })}>
            Resume all
          </Button>
        ) : (
          <Button buttonStyle="primary" disabled={busy} margin={false} onClick={() => void post('queue-pause', pauseBody())}>
            Pause all
          </Button>
        )}
      </fieldset>
      {report.queues.map(queueCard)}
      <JobList
        action={(job) => (
          <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void post('queue-retry', { id: job.id })} size="small">
            Retry
          </Button>
        )}
        empty="No failed jobs."
        jobs={jobs.failed}
        locale={locale}
        title="Failed jobs"
      />
      <JobList
        action={(job) =>
          job.open ? (
            <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void post('queue-cancel', { id: job.id })} size="small">
              Cancel
            </Button>
          ) : (
            'ended'
          )
        }
        empty="No recovered jobs."
        jobs={jobs.recovered}
        locale={locale}
        title="Recovered jobs"
      />
    </div>
  )
}

/** A table of listed jobs (the latest first) with one action per row. */
const JobList = ({ action, empty, jobs, locale, title }: { action: (job: ListedJob) => React.ReactNode; empty: string; jobs: ListedJob[]; locale: string; title: string }) => (
  <section aria-label={title} style={card}>
    <h2 style={{ marginTop: 0 }}>{title}</h2>
    {jobs.length ? (
      <table className="table" style={{ tableLayout: 'fixed', width: '100%' }}>
        <thead>
          <tr>
            <th>Job</th>
            <th>Queue</th>
            <th>Error</th>
            <th>Tries</th>
            <th>Recovered</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr data-job={String(job.id)} key={String(job.id)}>
              <td>
                {String(job.id)} · {job.task ?? '—'}
              </td>
              <td>{job.queue}</td>
              <td>{job.error ?? '—'}</td>
              <td>{job.totalTried}</td>
              <td>{job.recoveredCount ? `${job.recoveredCount}× (${formatTime(job.recoveredAt, locale)})` : '—'}</td>
              <td>{action(job)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ) : (
      <p>{empty}</p>
    )}
  </section>
)
