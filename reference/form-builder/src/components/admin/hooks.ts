'use client'
import { useConfig, useTranslation } from '@payloadcms/ui'
import { formatDate } from '@payloadcms/ui/shared'
import { useCallback, useEffect, useState } from 'react'

/**
 * GETs `path` from the host's REST API as the signed-in user: undefined while it loads (or with no
 * path), null when it failed, else the JSON body. Refetched when the path changes.
 */
export const useApi = <T,>(path: string | null): T | null | undefined => {
  const { config } = useConfig()
  const base = `${config.serverURL}${config.routes.api}`
  const [loaded, setLoaded] = useState<{ path: string; body: T | null }>()
  useEffect(() => {
    if (!path) return
    const controller = new AbortController()
    fetch(`${base}${path}`, { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
      .then(
        (body) => setLoaded({ path, body }),
        () => controller.signal.aborted || setLoaded({ path, body: null }),
      )
    return () => controller.abort()
  }, [base, path])
  return path && loaded?.path === path ? loaded.body : undefined
}

/** Formats a timestamp in the admin's date format (config.admin.dateFormat) and language. */
export const useFormatDateTime = () => {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const pattern = config.admin.dateFormat
  return useCallback((date: string | undefined) => (date ? formatDate({ date, i18n, pattern }) : ''), [i18n, pattern])
}
