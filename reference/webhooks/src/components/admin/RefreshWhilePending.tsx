'use client'
import { useRouter } from 'next/navigation.js'
import { useEffect } from 'react'

/** How often the log re-reads itself while a delivery it lists can still change. */
const REFRESH_MS = 3_000

/**
 * Rendered by PendingDeliveries while deliveries are pending and something will send them: refreshes
 * the list (server components only, the page stays) every few seconds, not while the tab is hidden,
 * so a pending row turns to its outcome without a reload. Gone once nothing is pending.
 */
export const RefreshWhilePending = () => {
  const router = useRouter()
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh()
    }, REFRESH_MS)
    return () => clearInterval(timer)
  }, [router])
  return null
}
