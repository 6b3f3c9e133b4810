import type { Payload } from 'payload'
import { Banner } from '@payloadcms/ui'
import { effectiveMode } from '../../delivery/dispatch'
import { noRunnerMessage, runnerCovers } from '../../runnerCheck'
import type { ResolvedWebhooks } from '../../types'

const age = (ms: number) => {
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return `${Math.floor(ms / 1000)} s`
  if (minutes < 120) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h`
}

/**
 * Above the delivery log: how many deliveries are pending and how old the oldest is, and a warning
 * when they are queued on a queue nothing runs.
 */
export const PendingDeliveries = async ({ payload, resolved }: { payload: Payload; resolved: Pick<ResolvedWebhooks, 'mode' | 'queue' | 'slugs'> }) => {
  const { docs, totalDocs } = await payload.find({
    collection: resolved.slugs.deliveries,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { createdAt: true },
    sort: 'createdAt',
    where: { status: { equals: 'pending' } },
  })
  const queued = effectiveMode(payload, resolved as ResolvedWebhooks) === 'queue'
  const unrun = queued && !runnerCovers(payload.config, resolved.queue)
  if (!totalDocs && !unrun) return null
  const oldest = docs[0]?.createdAt ? Date.now() - new Date(String(docs[0].createdAt)).getTime() : null
  return (
    <div className="webhook-pending" style={{ marginBottom: 'var(--base)' }}>
      {unrun ? <Banner type="error">{noRunnerMessage(resolved.queue)}</Banner> : null}
      {totalDocs ? (
        <Banner type="info">
          {totalDocs} pending {totalDocs === 1 ? 'delivery' : 'deliveries'}; the oldest has waited {age(oldest ?? 0)}.
        </Banner>
      ) : null}
    </div>
  )
}
