/** Server components of the admin, referenced from the collections by import-map path (`…/rsc#Name`). */
export { PendingDeliveries, PendingDeliveryRefresh } from '../components/admin/PendingDeliveries'
