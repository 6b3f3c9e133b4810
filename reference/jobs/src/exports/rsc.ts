/** Server components of the admin, referenced from the config by import-map path (`…/rsc#Name`). */
export { QueueDashboardView } from '../components/admin/QueueDashboardView'
export { QueueNavLink } from '../components/admin/QueueNavLink'
