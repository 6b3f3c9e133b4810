import { getCurrentDate, type TaskConfig } from 'payload'
import { TASK_SLUG } from '../defaults'
import { attemptDelivery, findDelivery, nextAttempt } from '../delivery/dispatch'
import type { ResolvedWebhooks } from '../types'

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
    // The job is queued just before its row, in one transaction; on an adapter without transactions
    // a runner can see the job first, so a missing row is retried rather than dropped (a row deleted
    // from the log ends as a failed job once retries run out).
    if (!delivery) throw new Error(`Webhook delivery ${deliveryId} not found`)
    if (delivery.status === 'success' || delivery.status === 'dead') return { output: {} }
    const { attempt, final } = nextAttempt(resolved, delivery, job.totalTried ?? 0)
    const outcome = await attemptDelivery({ req, resolved, delivery, attempt, final })
    if (outcome.retryable) {
      // Payload keeps a job's waitUntil when it is later than the backoff's, so a receiver's
      // Retry-After (429/503) holds the next attempt back at least that long.
      if (outcome.result.retryAfterMs)
        job.waitUntil = new Date(
          getCurrentDate().getTime() + outcome.result.retryAfterMs,
        ).toISOString()
      throw new Error(
        `Webhook delivery ${delivery.id} attempt ${attempt} failed: ${outcome.result.error}`,
      )
    }
    return { output: {} }
  },
})
