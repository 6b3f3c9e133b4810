import { useCallback, useEffect, useState } from 'react'
import type { ListedJob } from '../../endpoints/queueJobs'
import type { QueueHealthReport } from '../../types'
import { replyMessage } from './dashboardShared'

/** How often the dashboard reloads queue-status by itself. */
const REFRESH_MS = 5_000

export interface JobLists {
  failed: ListedJob[]
  recovered: ListedJob[]
}

/**
 * The queues' health and the failed and recovered jobs, reloaded every few seconds while the tab
 * shows; `stale` holds why the last reload failed. `refresh` reloads at once.
 */
export const useQueueStatus = (apiURL: string, initial: QueueHealthReport) => {
  const [report, setReport] = useState(initial)
  const [stale, setStale] = useState<string | null>(null)
  const [jobs, setJobs] = useState<JobLists>({ failed: [], recovered: [] })

  const refresh = useCallback(async () => {
    const get = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${apiURL}/${path}`, {
        credentials: 'include',
        cache: 'no-store',
      })
      if (!response.ok) throw new Error((await replyMessage(response)) ?? response.statusText)
      return (await response.json()) as T
    }
    try {
      const [status, lists] = await Promise.all([
        get<QueueHealthReport>('queue-status'),
        get<JobLists>('queue-jobs'),
      ])
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
    const timer = setInterval(
      () => document.visibilityState === 'visible' && void refresh(),
      REFRESH_MS,
    )
    const onVisible = () => document.visibilityState === 'visible' && void refresh()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [refresh])

  return { report, jobs, stale, refresh }
}
