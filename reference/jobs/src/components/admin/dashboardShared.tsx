import { Button, Translation, useTranslation } from '@payloadcms/ui'
import type { ComponentProps, ReactNode } from 'react'
import { type JobsStringKey, jobsKey, jobsT } from '../../i18n'
import type { PauseRecord } from '../../types'

/** "3 min" style age, localised. */
export const formatAge = (ms: number, locale: string) => {
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1_000],
  ]
  const [unit, size] = units.find(([, size]) => ms >= size) ?? units[units.length - 1]
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(Math.floor(ms / size))
}

export const formatTime = (iso: string | null, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—'

/** Payload's useTranslation, its `t` narrowed to this plugin's keys. */
export const useJobsTranslation = () => {
  const { i18n, t } = useTranslation()
  return { i18n, t: jobsT(t) }
}

const Strong = ({ children }: { children: React.ReactNode }) => <strong>{children}</strong>

/** Translation's props are typed for Payload's own keys and `t`; this plugin's keys are in the same `t` at run time. */
type TranslationProps = ComponentProps<typeof Translation>

/** One of this plugin's strings through Payload's Translation component: its `<0>…</0>` parts in bold. */
export const WithBold = ({
  i18nKey,
  variables,
}: {
  i18nKey: JobsStringKey
  variables: Record<string, unknown>
}) => {
  const { t } = useTranslation()
  return (
    <Translation
      elements={{ 0: Strong }}
      i18nKey={jobsKey(i18nKey) as TranslationProps['i18nKey']}
      t={t as TranslationProps['t']}
      variables={variables}
    />
  )
}

export const PauseDetails = ({ record }: { record: PauseRecord }) => {
  const { i18n, t } = useJobsTranslation()
  return (
    <span className="queue-dashboard__pause">
      <WithBold
        i18nKey="pausedBy"
        variables={{
          time: formatTime(record.pausedAt, i18n.language),
          user: record.pausedBy ?? t('unknownUser'),
        }}
      />
      {record.reason ? t('pauseReason', { reason: record.reason }) : null}.
      {record.resumeAt ? (
        <> {t('resumesAt', { time: formatTime(record.resumeAt, i18n.language) })}</>
      ) : null}
    </span>
  )
}

/** What a queue endpoint's reply says: a refusal in Payload's error body, or a success's `message`. */
export const replyMessage = async (response: Response): Promise<string | undefined> => {
  const body = (await response.json().catch(() => ({}))) as {
    errors?: { message?: string }[]
    message?: string
  }
  return body.errors?.[0]?.message ?? body.message
}

/** The box around each part of the dashboard. */
export const card: React.CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  padding: 'calc(var(--base) * 0.8)',
  marginBottom: 'var(--base)',
}

/** A queue's or a job's command button (pause, resume, retry, cancel): small, off while a command runs. */
export const CommandButton = ({
  busy,
  onClick,
  children,
}: {
  busy: boolean
  onClick: () => void
  children: ReactNode
}) => (
  <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={onClick} size="small">
    {children}
  </Button>
)
