import type { Payload } from 'payload'
import { Banner } from '@payloadcms/ui'
import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent'
import { effectiveMode } from '../../delivery/dispatch'
import { formatAdminURL } from 'payload/shared'
import { REFRESH_WHILE_PENDING } from '../../defaults'
import { jobsMarker, noRunnerMessage, runnerCovers } from '../../runnerCheck'
import type { ResolvedWebhooks } from '../../types'

const age = (ms: number) => {
  const minutes = Math.floor(ms / 60_000)
  if (ms < 1000) return 'under a second'
  if (minutes < 1) return `${Math.floor(ms / 1000)} s`
  if (minutes < 120) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h`
}

/**
 * Above the delivery log: how many deliveries are pending and how old the oldest is, a warning when
 * they are queued on a queue nothing runs, and, with the jobs plugin's queue control, who paused
 * their queue and why, with the way to the Queues dashboard that resumes it. While pending rows can
 * move (nothing paused, a runner covers their queue, or they are sent inline), the log refreshes itself.
 */
export const PendingDeliveries = async ({ payload, resolved }: { payload: Payload; resolved: Pick<ResolvedWebhooks, 'mode' | 'queue' | 'slugs'> }) => {
  const queued = effectiveMode(payload, resolved as ResolvedWebhooks) === 'queue'
  const unrun = queued && !runnerCovers(payload.config, resolved.queue)
  const pauseOf = queued ? jobsMarker(payload.config)?.pauseOf : undefined
  const [{ docs, totalDocs }, pause] = await Promise.all([
    payload.find({
      collection: resolved.slugs.deliveries,
      depth: 0,
      limit: 1,
      overrideAccess: true,
      select: { createdAt: true },
      sort: 'createdAt',
      where: { status: { equals: 'pending' } },
    }),
    pauseOf ? pauseOf(payload, resolved.queue) : null,
  ])
  if (!totalDocs && !unrun && !pause) return null
  const oldest = docs[0]?.createdAt ? Date.now() - new Date(String(docs[0].createdAt)).getTime() : null
  return (
    <div className="webhook-pending" style={{ marginBottom: 'var(--base)' }}>
      {unrun ? <Banner type="error">{noRunnerMessage(resolved.queue)}</Banner> : null}
      {pause ? (
        <Banner type="error">
          The queue &lsquo;{resolved.queue}&rsquo; has been paused
          {pause.pausedBy ? ` by ${pause.pausedBy}` : ''} for {age(Date.now() - new Date(pause.pausedAt).getTime())}
          {pause.reason ? ` (“${pause.reason}”)` : ''}: deliveries wait until it resumes.{' '}
          <a href={formatAdminURL({ adminRoute: payload.config.routes.admin, path: '/queues' })}>Open Queues</a>
        </Banner>
      ) : null}
      {totalDocs ? (
        <Banner type="info">
          {totalDocs} pending {totalDocs === 1 ? 'delivery' : 'deliveries'}; the oldest has waited {age(oldest ?? 0)}.
        </Banner>
      ) : null}
      {totalDocs && !unrun && !pause ? RenderServerComponent({ Component: { path: REFRESH_WHILE_PENDING }, importMap: payload.importMap }) : null}
    </div>
  )
}
