import { toast } from '@payloadcms/ui'
import { useState } from 'react'
import { replyMessage, useJobsTranslation } from './dashboardShared'

export type QueueCommand = (
  path: 'queue-pause' | 'queue-resume' | 'queue-retry' | 'queue-cancel',
  body: Record<string, unknown>,
) => Promise<boolean>

/**
 * Posts to the queue endpoints: the answer's message as a toast, then the status reloaded.
 * `busy` while a command runs, so the dashboard's buttons wait for it.
 */
export const useQueueCommands = (apiURL: string, refresh: () => Promise<void>) => {
  const { t } = useJobsTranslation()
  const [busy, setBusy] = useState(false)
  const post: QueueCommand = async (path, body) => {
    setBusy(true)
    try {
      const response = await fetch(`${apiURL}/${path}`, {
        body: JSON.stringify(body),
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        method: 'POST',
      })
      const message = await replyMessage(response)
      if (!response.ok) toast.error(message ?? response.statusText)
      else toast.success(message ?? t('done'))
      await refresh()
      return response.ok
    } finally {
      setBusy(false)
    }
  }
  return { busy, post }
}
