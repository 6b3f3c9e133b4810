'use client'
import { Banner } from '@payloadcms/ui'
import type { QueueHealthReport } from '../../types'
import { PauseDetails, useJobsTranslation } from './dashboardShared'
import { FailedJobs, RecoveredJobs } from './JobList'
import { PauseSettings, usePauseSettings } from './PauseSettings'
import { QueueCard } from './QueueCard'
import { useQueueCommands } from './useQueueCommands'
import { useQueueStatus } from './useQueueStatus'

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
  const { report, jobs, stale, refresh } = useQueueStatus(apiURL, initial)
  const { busy, post } = useQueueCommands(apiURL, refresh)
  const pauseSettings = usePauseSettings(post)

  return (
    <div className="queue-dashboard">
      <header
        style={{
          alignItems: 'baseline',
          display: 'flex',
          justifyContent: 'space-between',
          margin: 'var(--base) 0',
        }}
      >
        <h1 style={{ margin: 0 }}>{t('queues')}</h1>
        <span aria-live="polite" style={{ color: 'var(--theme-elevation-600)' }}>
          {t('updatedAt', { time: new Date(report.generatedAt).toLocaleTimeString(i18n.language) })}
        </span>
      </header>
      {stale ? <Banner type="error">{t('couldNotRefresh', { error: stale })}</Banner> : null}
      {report.globalPause ? (
        <Banner type="error">
          <strong>{t('allQueuesArePaused')}</strong> <PauseDetails record={report.globalPause} />
        </Banner>
      ) : null}
      <PauseSettings
        busy={busy}
        pausedGlobally={report.pausedGlobally}
        post={post}
        settings={pauseSettings}
      />
      {report.queues.map((health) => (
        <QueueCard
          busy={busy}
          deletesCompleted={deletesCompleted}
          health={health}
          key={health.queue}
          pause={pauseSettings.pause}
          post={post}
        />
      ))}
      <FailedJobs busy={busy} jobs={jobs.failed} post={post} />
      <RecoveredJobs busy={busy} jobs={jobs.recovered} post={post} />
    </div>
  )
}
