import { Pill } from '@payloadcms/ui'
import { JOB_COUNTERS } from '../../counters'
import type { QueueHealth } from '../../types'
import {
  CommandButton,
  card,
  formatAge,
  formatTime,
  PauseDetails,
  useJobsTranslation,
  WithBold,
} from './dashboardShared'
import type { QueueCommand } from './useQueueCommands'

interface QueueCardProps {
  health: QueueHealth
  /** Payload deletes finished jobs: Succeeded counts only those kept. */
  deletesCompleted: boolean
  busy: boolean
  post: QueueCommand
  /** Pauses the queue with the dashboard's pause settings. */
  pause: (queue: string) => Promise<void>
}

/** One queue: whether it runs, its Pause or Resume, its pause, its counters and its times. */
export const QueueCard = ({ health, deletesCompleted, busy, post, pause }: QueueCardProps) => {
  const { i18n, t } = useJobsTranslation()
  const locale = i18n.language
  return (
    <section
      aria-label={t('queueRegion', { queue: health.queue })}
      className="queue-dashboard__queue"
      style={card}
    >
      <header
        style={{
          alignItems: 'center',
          display: 'flex',
          gap: 'calc(var(--base) / 2)',
          justifyContent: 'space-between',
        }}
      >
        <h2 style={{ margin: 0 }}>
          {health.queue}{' '}
          <Pill pillStyle={health.paused ? 'warning' : 'success'} size="small">
            {health.paused ? (health.pause ? t('paused') : t('pausedWithAllQueues')) : t('running')}
          </Pill>
        </h2>
        {health.pause ? (
          <CommandButton
            busy={busy}
            onClick={() => void post('queue-resume', { queue: health.queue })}
          >
            {t('resumeQueue', { queue: health.queue })}
          </CommandButton>
        ) : (
          <CommandButton busy={busy} onClick={() => void pause(health.queue)}>
            {t('pauseQueue', { queue: health.queue })}
          </CommandButton>
        )}
      </header>
      {health.pause ? (
        <p>
          <PauseDetails record={health.pause} />
        </p>
      ) : null}
      {/* As many tiles per row as fit, so a phone shows every counter whole. */}
      <dl
        style={{
          display: 'grid',
          gap: 'calc(var(--base) / 2)',
          gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
          margin: 'var(--base) 0',
        }}
      >
        {JOB_COUNTERS.map((key) => (
          <div
            key={key}
            style={{
              background: 'var(--theme-elevation-50)',
              borderRadius: 'var(--style-radius-s)',
              padding: 'calc(var(--base) / 2)',
            }}
          >
            <dt style={{ color: 'var(--theme-elevation-600)', fontSize: '0.85em' }}>{t(key)}</dt>
            <dd data-count={key} style={{ fontSize: '1.6em', margin: 0 }}>
              {health[key].toLocaleString(locale)}
            </dd>
          </div>
        ))}
      </dl>
      {deletesCompleted ? (
        <p
          className="queue-dashboard__hint"
          style={{
            color: 'var(--theme-elevation-600)',
            fontSize: '0.85em',
            margin: '0 0 calc(var(--base) / 2)',
            overflowWrap: 'anywhere',
          }}
        >
          {t('succeededNote')}
        </p>
      ) : null}
      <p style={{ margin: 0 }}>
        <WithBold
          i18nKey="queueTimes"
          variables={{
            age:
              health.oldestQueuedAgeMs === null
                ? t('noneWaiting')
                : formatAge(health.oldestQueuedAgeMs, locale),
            lastRun: formatTime(health.lastScheduledRun, locale),
          }}
        />
      </p>
    </section>
  )
}
