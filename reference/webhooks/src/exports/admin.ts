'use client'
/** Admin panel client components, referenced from the collections by import-map path (`…/admin#Name`). */
export { DeliveryDetails } from '../components/admin/DeliveryDetails'
export { DeliveryStatusCell } from '../components/admin/StatusPill'
export { OptionalCell } from '../components/admin/OptionalCell'
export { RedeliverButton } from '../components/admin/RedeliverButton'
export { SecretField } from '../components/admin/SecretField'
export { SubscriptionHealthCell } from '../components/admin/SubscriptionHealthCell'
export { TestEventPanel } from '../components/admin/TestEventPanel'
