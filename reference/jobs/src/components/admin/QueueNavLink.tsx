import { Link, NavGroup } from '@payloadcms/ui'
import type { ServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { jobsT } from '../../i18n'
import { canSeeDashboard } from './dashboardAccess'

/** "Jobs › Queues" in the admin nav, for users queue control's guard admits only. */
export const QueueNavLink = async ({ i18n, payload, user }: ServerProps) => {
  if (!(await canSeeDashboard(payload, { user }))) return null
  const t = jobsT(i18n.t)
  const href = formatAdminURL({ adminRoute: payload.config.routes.admin, path: '/queues' })
  return (
    <NavGroup label={t('navGroup')}>
      <Link className="nav__link" href={href} id="nav-queues" prefetch={false}>
        <span className="nav__link-label">{t('queues')}</span>
      </Link>
    </NavGroup>
  )
}
