import { Banner, Gutter, SetStepNav } from '@payloadcms/ui'
import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent'
import type { AdminViewServerProps } from 'payload'
import { AdminTemplate } from '../../../../shared/adminTemplate'
import { adminComponent, deletesCompletedJobs } from '../../defaults'
import { getQueueHealth } from '../../health'
import { jobsT } from '../../i18n'
import { readMarker } from '../../marker'
import { canSeeDashboard } from './dashboardAccess'

/** /admin/queues: the queue dashboard in the admin's own layout, first render from the server. */
export const QueueDashboardView = async ({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) => {
  const { req } = initPageResult
  const allowed = await canSeeDashboard(req.payload, req)
  const t = jobsT(req.i18n.t)
  return (
    <AdminTemplate initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <SetStepNav nav={[{ label: t('queues') }]} />
      <Gutter>
        {allowed ? (
          RenderServerComponent({
            clientProps: {
              apiURL: `${req.payload.config.serverURL}${req.payload.config.routes.api}/payload-jobs`,
              deletesCompleted: deletesCompletedJobs(req.payload.config),
              initial: await getQueueHealth(req.payload, {
                queues: readMarker(req.payload.config)?.queues,
              }),
            },
            Component: { path: adminComponent('QueueDashboard') },
            importMap: req.payload.importMap,
          })
        ) : (
          <Banner type="error">{t('notAllowed')}</Banner>
        )}
      </Gutter>
    </AdminTemplate>
  )
}
