import { Banner } from '@payloadcms/ui'
import { RenderServerComponent } from '@payloadcms/ui/elements/RenderServerComponent'
import type { ServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { REFRESH_WHILE_PENDING } from '../../defaults'
import { effectiveMode } from '../../delivery/dispatch'
import { webhooksT } from '../../i18n'
import { jobsMarker, runnerCovers } from '../../runnerCheck'
import type { ResolvedWebhooks } from '../../types'

/** How long something has waited, roughly, in the admin's language. */
const age = ({ language, t }: ServerProps['i18n'], ms: number) => {
  const amount = (value: number) => ({ amount: new Intl.NumberFormat(language).format(value) })
  const wt = webhooksT(t)
  const minutes = Math.floor(ms / 60_000)
  if (ms < 1000) return wt('underASecond')
  if (minutes < 1) return wt('seconds', amount(Math.floor(ms / 1000)))
  if (minutes < 120) return wt('minutes', amount(minutes))
  return wt('hours', amount(Math.floor(minutes / 60)))
}

type Resolved = Pick<ResolvedWebhooks, 'mode' | 'queue' | 'slugs'>

/**
 * What keeps pending deliveries from moving: their queue has no runner (`unrun`) or is paused (`pause`).
 * Neither holds inline deliveries, which are being sent as the row is written.
 */
const whatHoldsPending = async (payload: ServerProps['payload'], resolved: Resolved) => {
  const queued = effectiveMode(payload, resolved as ResolvedWebhooks) === 'queue'
  const pauseOf = queued ? jobsMarker(payload.config)?.pauseOf : undefined
  return {
    unrun: queued && !runnerCovers(payload.config, resolved.queue),
    pause: pauseOf ? await pauseOf(payload, resolved.queue) : null,
  }
}

const refreshWhilePending = (payload: ServerProps['payload']) =>
  RenderServerComponent({
    Component: { path: REFRESH_WHILE_PENDING },
    importMap: payload.importMap,
  })

/**
 * Above the delivery log: how many deliveries are pending and how old the oldest is, a warning when
 * they are queued on a queue nothing runs, and, with the jobs plugin's queue control, who paused
 * their queue and why, with the way to the Queues dashboard that resumes it. While pending rows can
 * move (nothing paused, a runner covers their queue, or they are sent inline), the log refreshes itself.
 */
export const PendingDeliveries = async ({
  i18n,
  payload,
  resolved,
}: Pick<ServerProps, 'i18n' | 'payload'> & { resolved: Resolved }) => {
  const t = webhooksT(i18n.t)
  const [{ docs, totalDocs }, { unrun, pause }] = await Promise.all([
    payload.find({
      collection: resolved.slugs.deliveries,
      depth: 0,
      limit: 1,
      overrideAccess: true,
      select: { createdAt: true },
      sort: 'createdAt',
      where: { status: { equals: 'pending' } },
    }),
    whatHoldsPending(payload, resolved),
  ])
  if (!totalDocs && !unrun && !pause) return null
  const oldest = docs[0]?.createdAt
    ? Date.now() - new Date(String(docs[0].createdAt)).getTime()
    : null
  return (
    <div className="webhook-pending" style={{ marginBottom: 'var(--base)' }}>
      {unrun ? <Banner type="error">{t('noRunner', { queue: resolved.queue })}</Banner> : null}
      {pause ? (
        <Banner type="error">
          {t('queuePaused', {
            queue: resolved.queue,
            pausedBy: pause.pausedBy ? t('queuePausedBy', { user: pause.pausedBy }) : '',
            age: age(i18n, Date.now() - new Date(pause.pausedAt).getTime()),
            reason: pause.reason ? t('queuePausedReason', { reason: pause.reason }) : '',
          })}{' '}
          <a href={formatAdminURL({ adminRoute: payload.config.routes.admin, path: '/queues' })}>
            {t('openQueues')}
          </a>
        </Banner>
      ) : null}
      {totalDocs ? (
        <Banner type="info">
          {t('pendingDeliveries', {
            count: totalDocs,
            amount: new Intl.NumberFormat(i18n.language).format(totalDocs),
            age: age(i18n, oldest ?? 0),
          })}
        </Banner>
      ) : null}
      {totalDocs && !unrun && !pause ? refreshWhilePending(payload) : null}
    </div>
  )
}

/**
 * On a delivery's page: while that delivery is pending and nothing holds it, the page refreshes itself
 * as the log does, so whoever just pressed Redeliver sees the outcome arrive (DeliveryDetails reloads
 * on each refresh). Renders nothing.
 */
export const PendingDeliveryRefresh = async ({
  id,
  payload,
  resolved,
}: Pick<ServerProps, 'id' | 'payload'> & { resolved: Resolved }) => {
  if (id === undefined || id === null) return null
  const [{ docs }, { unrun, pause }] = await Promise.all([
    payload.find({
      collection: resolved.slugs.deliveries,
      depth: 0,
      limit: 1,
      overrideAccess: true,
      select: { status: true },
      where: { id: { equals: id } },
    }),
    whatHoldsPending(payload, resolved),
  ])
  return docs[0]?.status === 'pending' && !unrun && !pause ? refreshWhilePending(payload) : null
}
