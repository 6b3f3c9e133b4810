import { AdminTable } from '../../../../shared/AdminTable'
import type { ListedJob } from '../../endpoints/queueJobs'
import { CommandButton, card, formatTime, useJobsTranslation } from './dashboardShared'
import type { QueueCommand } from './useQueueCommands'

// Payload's table cells are at least 150px wide, so six columns overflow the card beside the nav; 7em keeps
// each readable.
const cell: React.CSSProperties = { minWidth: '7em' }

/** A table of listed jobs (the latest first) with one action per row. */
const JobList = ({
  action,
  empty,
  jobs,
  title,
}: {
  action: (job: ListedJob) => React.ReactNode
  empty: string
  jobs: ListedJob[]
  title: string
}) => {
  const { i18n, t } = useJobsTranslation()
  return (
    <section aria-label={title} style={card}>
      <h2 style={{ marginTop: 0 }}>{title}</h2>
      {jobs.length ? (
        <AdminTable
          cell={cell}
          columns={['columnJob', 'columnQueue', 'columnError', 'columnTries', 'recovered', null]}
          heading={t}
        >
          {jobs.map((job) => (
            <tr data-job={String(job.id)} key={String(job.id)}>
              <td style={cell}>
                {String(job.id)} · {job.task ?? '—'}
              </td>
              <td style={cell}>{job.queue}</td>
              <td style={cell}>{job.error ?? '—'}</td>
              <td style={cell}>{job.totalTried.toLocaleString(i18n.language)}</td>
              <td style={cell}>
                {job.recoveredCount
                  ? `${job.recoveredCount.toLocaleString(i18n.language)}× (${formatTime(job.recoveredAt, i18n.language)})`
                  : '—'}
              </td>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>{action(job)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  )
}

interface JobsProps {
  jobs: ListedJob[]
  busy: boolean
  post: QueueCommand
}

/** Failed jobs, each with Retry. */
export const FailedJobs = ({ jobs, busy, post }: JobsProps) => {
  const { t } = useJobsTranslation()
  return (
    <JobList
      action={(job) => (
        <CommandButton busy={busy} onClick={() => void post('queue-retry', { id: job.id })}>
          {t('retry')}
        </CommandButton>
      )}
      empty={t('noFailedJobs')}
      jobs={jobs}
      title={t('failedJobs')}
    />
  )
}

/** Jobs crash recovery put back, each with Cancel while still open. */
export const RecoveredJobs = ({ jobs, busy, post }: JobsProps) => {
  const { t } = useJobsTranslation()
  return (
    <JobList
      action={(job) =>
        job.open ? (
          <CommandButton busy={busy} onClick={() => void post('queue-cancel', { id: job.id })}>
            {t('cancelJob')}
          </CommandButton>
        ) : (
          t('jobEnded')
        )
      }
      empty={t('noRecoveredJobs')}
      jobs={jobs}
      title={t('recoveredJobs')}
    />
  )
}
