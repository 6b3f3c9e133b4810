'use client'
/** Admin panel client components, referenced from the collections by import-map path (`…/admin#Name`). */
export { DeliveryDetails } from '../components/admin/DeliveryDetails'
export { DeliveryStatusCell } from '../components/admin/StatusPill'
export { RedeliverButton } from '../components/admin/RedeliverButton'
export { TestEventPanel } from '../components/admin/TestEventPanel'
