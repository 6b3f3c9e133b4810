import type { TaskConfig } from 'payload'
import type { ResolvedWebhooks } from '../types'
import { TASK_SLUG } from '../defaults'
import { attemptDelivery, findDelivery } from '../delivery/dispatch'

/**
 * Queue mode: one job per delivery row. A failed attempt throws so Payload's task retries apply
 * (backoff, dashboard, recovery); the row is already marked failed, or dead on the last attempt.
 */
export const deliverTask = (resolved: ResolvedWebhooks): TaskConfig<any> => ({
  slug: TASK_SLUG,
  label: 'Deliver webhook',
  inputSchema: [{ name: 'deliveryId', type: 'text', required: true }],
  retries: { attempts: resolved.retries, backoff: resolved.backoff },
  handler: async ({ input, job, req }) => {
    const { deliveryId } = input as { deliveryId: string }
    const delivery = await findDelivery(req, resolved, deliveryId)
    // The job is queued just before its row is written; without a transaction a runner can see the
    // job first, so a missing row is retried rather than dropped (a row deleted from the log ends
    // as a failed job once retries run out).
    if (!delivery) throw new Error(`Webhook delivery ${deliveryId} not found`)
    if (delivery.status === 'success' || delivery.status === 'dead') return { output: {} }
    // Counted on the row, so a run that found no row yet does not count as an attempt; final when
    // either this is attempt retries+1 or Payload will not run the job again.
    const attempt = delivery.status === 'pending' ? 1 : delivery.attempt + 1
    const final = attempt > resolved.retries || (job.totalTried ?? 0) >= resolved.retries
    const outcome = await attemptDelivery({ req, resolved, delivery, attempt, final })
    if (outcome.retryable) {
      throw new Error(`Webhook delivery ${delivery.id} attempt ${attempt} failed: ${outcome.result.error}`)
    }
    return { output: {} }
  },
})
