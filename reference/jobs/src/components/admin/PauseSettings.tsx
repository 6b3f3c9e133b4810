import { Button } from '@payloadcms/ui'
import { useState } from 'react'
import { card, useJobsTranslation } from './dashboardShared'
import type { QueueCommand } from './useQueueCommands'

/** Choices of the automatic resume, in minutes (null: never). */
const AUTO_RESUME_MINUTES = [null, 15, 60, 240, 1440]

/** "15 minutes", "1 hour": a choice of the automatic resume, localised. */
const formatDuration = (minutes: number, locale: string) => {
  const [unit, value] =
    minutes < 60 ? (['minute', minutes] as const) : (['hour', minutes / 60] as const)
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

/** The reason and automatic resume the next pause is made with, whether of every queue or of one; `pause` makes it. */
export const usePauseSettings = (post: QueueCommand) => {
  const [reason, setReason] = useState('')
  const [autoResume, setAutoResume] = useState<number | null>(null)

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

  return { reason, setReason, autoResume, setAutoResume, pause }
}

interface PauseSettingsProps {
  settings: ReturnType<typeof usePauseSettings>
  pausedGlobally: boolean
  busy: boolean
  post: QueueCommand
}

/** The pause settings, with Pause all (or Resume all while every queue is paused). */
export const PauseSettings = ({
  settings: { reason, setReason, autoResume, setAutoResume, pause },
  pausedGlobally,
  busy,
  post,
}: PauseSettingsProps) => {
  const { i18n, t } = useJobsTranslation()
  return (
    <fieldset
      style={{ ...card, alignItems: 'end', display: 'flex', flexWrap: 'wrap', gap: 'var(--base)' }}
    >
      <legend>{t('pauseSettings')}</legend>
      <p className="queue-dashboard__pause-hint" style={{ flex: '1 1 100%', margin: 0 }}>
        {t('pauseSettingsHint')}
      </p>
      <label style={{ display: 'flex', flex: '1 1 20rem', flexDirection: 'column', gap: 4 }}>
        {t('reasonLabel')}
        <input
          className="queue-dashboard__reason"
          onChange={(event) => setReason(event.target.value)}
          style={{ padding: 8 }}
          type="text"
          value={reason}
        />
      </label>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {t('autoResumeLabel')}
        <select
          onChange={(event) =>
            setAutoResume(event.target.value ? Number(event.target.value) : null)
          }
          style={{ padding: 8 }}
          value={autoResume ?? ''}
        >
          {AUTO_RESUME_MINUTES.map((minutes) => (
            <option key={minutes ?? 'never'} value={minutes ?? ''}>
              {minutes === null ? t('never') : formatDuration(minutes, i18n.language)}
            </option>
          ))}
        </select>
      </label>
      {pausedGlobally ? (
        <Button
          disabled={busy}
          margin={false}
          onClick={() => void post('queue-resume', { global: true })}
        >
          {t('resumeAll')}
        </Button>
      ) : (
        <Button buttonStyle="primary" disabled={busy} margin={false} onClick={() => void pause()}>
          {t('pauseAll')}
        </Button>
      )}
    </fieldset>
  )
}
