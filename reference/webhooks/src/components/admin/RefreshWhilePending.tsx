'use client'
import { useRouter } from 'next/navigation.js'
import { useEffect, useTransition } from 'react'

/** How often the log re-reads itself while a delivery it lists can still change. */
const REFRESH_MS = 3_000

/**
 * Dispatched on window with each refresh: a refresh re-renders server components only, so client
 * components that load their own rows (DeliveryDetails) listen for it to load them again.
 */
export const REFRESH_EVENT = 'payload-plugin-suite:webhooks-refresh'

/**
 * Rendered by PendingDeliveries (the log) and PendingDeliveryRefresh (a delivery's page) while
 * deliveries are pending and something will send them: refreshes the page (server components only,
 * the page stays) every few seconds, not while the tab is hidden, so a pending delivery turns to its
 * outcome without a reload. Gone once nothing is pending.
 */
export const RefreshWhilePending = () => {
  const router = useRouter()
  const [refreshing, startRefresh] = useTransition()
  // No timer while a refresh is loading: on a slow server each refresh would cancel the one before, and the page would never change.
  useEffect(() => {
    if (refreshing) return
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return
      startRefresh(() => router.refresh())
      window.dispatchEvent(new Event(REFRESH_EVENT))
    }, REFRESH_MS)
    return () => clearInterval(timer)
  }, [refreshing, router])
  return null
}
