'use client'
/** Client components of the admin, rendered through the import map (`…/admin#Name`), never bundled into a server module. */
export { QueueDashboard } from '../components/admin/QueueDashboard'
