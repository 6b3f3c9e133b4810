'use client'
import { Banner, Button, Pill, toast, Translation, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState, type ComponentProps } from 'react'
import type { ListedJob } from '../../endpoints/queueJobs'
import { jobsKey, jobsT, type JobsStringKey } from '../../i18n'
import type { PauseRecord, QueueCounts, QueueHealth, QueueHealthReport } from '../../types'

/** How often the dashboard reloads queue-status by itself. */
const REFRESH_MS = 5_000

/** The counters, each labelled by the string of the same key. */
const COUNTS: Array<keyof QueueCounts & JobsStringKey> = ['queued', 'scheduled', 'retrying', 'processing', 'succeeded', 'failed', 'cancelled', 'recovered']

/** Choices of the automatic resume, in minutes (null: never). */
const AUTO_RESUME_MINUTES = [null, 15, 60, 240, 1440]

/** "15 minutes", "1 hour": a choice of the automatic resume, localised. */
const formatDuration = (minutes: number, locale: string) => {
  const [unit, value] = minutes < 60 ? (['minute', minutes] as const) : (['hour', minutes / 60] as const)
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

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

/** Payload's useTranslation, its `t` narrowed to this plugin's keys. */
const useJobsTranslation = () => {
  const { i18n, t } = useTranslation()
  return { i18n, t: jobsT(t) }
}

const Strong = ({ children }: { children: React.ReactNode }) => <strong>{children}</strong>

/** Translation's props are typed for Payload's own keys and `t`; this plugin's keys are in the same `t` at run time. */
type TranslationProps = ComponentProps<typeof Translation>

/** One of this plugin's strings through Payload's Translation component: its `<0>…</0>` parts in bold. */
const WithBold = ({ i18nKey, variables }: { i18nKey: JobsStringKey; variables: Record<string, unknown> }) => {
  const { t } = useTranslation()
  return <Translation elements={{ 0: Strong }} i18nKey={jobsKey(i18nKey) as TranslationProps['i18nKey']} t={t as TranslationProps['t']} variables={variables} />
}

const PauseDetails = ({ record }: { record: PauseRecord }) => {
  const { i18n, t } = useJobsTranslation()
  return (
    <span className="queue-dashboard__pause">
      <WithBold i18nKey="pausedBy" variables={{ time: formatTime(record.pausedAt, i18n.language), user: record.pausedBy ?? t('unknownUser') }} />
      {record.reason ? t('pauseReason', { reason: record.reason }) : null}.
      {record.resumeAt ? <> {t('resumesAt', { time: formatTime(record.resumeAt, i18n.language) })}</> : null}
    </span>
  )
}

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
  const { i18n, t } = useJobsTranslation()
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
      else toast.success(answer.message ?? t('done'))
      await refresh()
      return response.ok
    } finally {
      setBusy(false)
    }
  }

  const pauseBody = (queue?: string) => ({
    ...(queue ? { queue } : {}),
    ...(reason.trim() ? { reason: reason.trim() } : {}),
    ...(autoResume ? { resumeAt: new Date(Date.now() + autoResume * 60_000).toISOString() } : {}),
  })

  // The reason and the automatic resume belong to the pause just made: the next one must not reuse them unseen.
  const pause = async (queue?: string) => {
    if (!(await post('queue-pause', pauseBody(queue)))) return
    setReason('')
    setAutoResume(null)
  }

  const queueCard = (health: QueueHealth) => (
    <section aria-label={t('queueRegion', { queue: health.queue })} className="queue-dashboard__queue" key={health.queue} style={card}>
      <header style={{ alignItems: 'center', display: 'flex', gap: 'calc(var(--base) / 2)', justifyContent: 'space-between' }}>
        <h2 style={{ margin: 0 }}>
          {health.queue}{' '}
          <Pill pillStyle={health.paused ? 'warning' : 'success'} size="small">
            {health.paused ? (health.pause ? t('paused') : t('pausedWithAllQueues')) : t('running')}
          </Pill>
        </h2>
        {health.pause ? (
          <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void post('queue-resume', { queue: health.queue })} size="small">
            {t('resumeQueue', { queue: health.queue })}
          </Button>
        ) : (
          <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void pause(health.queue)} size="small">
            {t('pauseQueue', { queue: health.queue })}
          </Button>
        )}
      </header>
      {health.pause ? (
        <p>
          <PauseDetails record={health.pause} />
        </p>
      ) : null}
      {/* As many tiles per row as fit, so a phone shows every counter whole. */}
      <dl style={{ display: 'grid', gap: 'calc(var(--base) / 2)', gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))', margin: 'var(--base) 0' }}>
        {COUNTS.map((key) => (
          <div key={key} style={{ background: 'var(--theme-elevation-50)', borderRadius: 'var(--style-radius-s)', padding: 'calc(var(--base) / 2)' }}>
            <dt style={{ color: 'var(--theme-elevation-600)', fontSize: '0.85em' }}>{t(key)}</dt>
            <dd data-count={key} style={{ fontSize: '1.6em', margin: 0 }}>
              {health[key].toLocaleString(locale)}
            </dd>
          </div>
        ))}
      </dl>
      {deletesCompleted ? (
        <p className="queue-dashboard__hint" style={{ color: 'var(--theme-elevation-600)', fontSize: '0.85em', margin: '0 0 calc(var(--base) / 2)', overflowWrap: 'anywhere' }}>
          {t('succeededNote')}
        </p>
      ) : null}
      <p style={{ margin: 0 }}>
        <WithBold
          i18nKey="queueTimes"
          variables={{
            age: health.oldestQueuedAgeMs === null ? t('noneWaiting') : formatAge(health.oldestQueuedAgeMs, locale),
            lastRun: formatTime(health.lastScheduledRun, locale),
          }}
        />
      </p>
    </section>
  )

  return (
    <div className="queue-dashboard">
      <header style={{ alignItems: 'baseline', display: 'flex', justifyContent: 'space-between', margin: 'var(--base) 0' }}>
        <h1 style={{ margin: 0 }}>{t('queues')}</h1>
        <span aria-live="polite" style={{ color: 'var(--theme-elevation-600)' }}>
          {t('updatedAt', { time: new Date(report.generatedAt).toLocaleTimeString(locale) })}
        </span>
      </header>
      {stale ? <Banner type="error">{t('couldNotRefresh', { error: stale })}</Banner> : null}
      {report.globalPause ? (
        <Banner type="error">
          <strong>{t('allQueuesArePaused')}</strong> <PauseDetails record={report.globalPause} />
        </Banner>
      ) : null}
      <fieldset style={{ ...card, alignItems: 'end', display: 'flex', flexWrap: 'wrap', gap: 'var(--base)' }}>
        <legend>{t('pauseSettings')}</legend>
        <p className="queue-dashboard__pause-hint" style={{ flex: '1 1 100%', margin: 0 }}>
          {t('pauseSettingsHint')}
        </p>
        <label style={{ display: 'flex', flex: '1 1 20rem', flexDirection: 'column', gap: 4 }}>
          {t('reasonLabel')}
          <input className="queue-dashboard__reason" onChange={(event) => setReason(event.target.value)} style={{ padding: 8 }} type="text" value={reason} />
        </label>
        <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {t('autoResumeLabel')}
          <select onChange={(event) => setAutoResume(event.target.value ? Number(event.target.value) : null)} style={{ padding: 8 }} value={autoResume ?? ''}>
            {AUTO_RESUME_MINUTES.map((minutes) => (
              <option key={minutes ?? 'never'} value={minutes ?? ''}>
                {minutes === null ? t('never') : formatDuration(minutes, locale)}
              </option>
            ))}
          </select>
        </label>
        {report.pausedGlobally ? (
          <Button disabled={busy} margin={false} onClick={() => void post('queue-resume', { global: true })}>
            {t('resumeAll')}
          </Button>
        ) : (
          <Button buttonStyle="primary" disabled={busy} margin={false} onClick={() => void pause()}>
            {t('pauseAll')}
          </Button>
        )}
      </fieldset>
      {report.queues.map(queueCard)}
      <JobList
        action={(job) => (
          <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void post('queue-retry', { id: job.id })} size="small">
            {t('retry')}
          </Button>
        )}
        empty={t('noFailedJobs')}
        jobs={jobs.failed}
        title={t('failedJobs')}
      />
      <JobList
        action={(job) =>
          job.open ? (
            <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void post('queue-cancel', { id: job.id })} size="small">
              {t('cancelJob')}
            </Button>
          ) : (
            t('jobEnded')
          )
        }
        empty={t('noRecoveredJobs')}
        jobs={jobs.recovered}
        title={t('recoveredJobs')}
      />
    </div>
  )
}

// Payload's table cells are at least 150px wide, so six columns overflow the card beside the nav; 7em keeps
// each readable, and on a phone the table still scrolls inside its card.
const cell: React.CSSProperties = { minWidth: '7em' }

/** A table of listed jobs (the latest first) with one action per row. */
const JobList = ({ action, empty, jobs, title }: { action: (job: ListedJob) => React.ReactNode; empty: string; jobs: ListedJob[]; title: string }) => {
  const { i18n, t } = useJobsTranslation()
  return (
    <section aria-label={title} style={card}>
      <h2 style={{ marginTop: 0 }}>{title}</h2>
      {jobs.length ? (
        // Payload's own table markup: on a phone the table scrolls inside its card, each column wide enough to read.
        <div className="table">
          <table>
            <thead>
              <tr>
                <th style={cell}>{t('columnJob')}</th>
                <th style={cell}>{t('columnQueue')}</th>
                <th style={cell}>{t('columnError')}</th>
                <th style={cell}>{t('columnTries')}</th>
                <th style={cell}>{t('recovered')}</th>
                <th style={cell} />
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr data-job={String(job.id)} key={String(job.id)}>
                  <td style={cell}>
                    {String(job.id)} · {job.task ?? '—'}
                  </td>
                  <td style={cell}>{job.queue}</td>
                  <td style={cell}>{job.error ?? '—'}</td>
                  <td style={cell}>{job.totalTried.toLocaleString(i18n.language)}</td>
                  <td style={cell}>{job.recoveredCount ? `${job.recoveredCount.toLocaleString(i18n.language)}× (${formatTime(job.recoveredAt, i18n.language)})` : '—'}</td>
                  <td style={{ ...cell, whiteSpace: 'nowrap' }}>{action(job)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  )
}
