import type { ServerProps } from 'payload'
import { Link, NavGroup } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { canSeeDashboard } from './dashboardAccess'

/** "Jobs › Queues" in the admin nav, for users queue control's guard admits only. */
export const QueueNavLink = async ({ payload, user }: ServerProps) => {
  if (!(await canSeeDashboard(payload, { user }))) return null
  const href = formatAdminURL({ adminRoute: payload.config.routes.admin, path: '/queues' })
  return (
    <NavGroup label="Jobs">
      <Link className="nav__link" href={href} id="nav-queues" prefetch={false}>
        <span className="nav__link-label">Queues</span>
      </Link>
    </NavGroup>
  )
}
