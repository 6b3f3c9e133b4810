import { randomUUID } from 'node:crypto'
import type { Field, Payload, Where } from 'payload'

/**
 * How payload-jobs marks a job in hand. Payload 3: the `processing` flag, with this plugin's lease
 * (`leasedBy`, `leaseExpiresAt`) for crash recovery. Payload 4: core's processing lease
 * (`processingUntil`, `processingToken`): a job is in hand until its lease passes, and the plugin's
 * claims, heartbeats and sweeps use that lease rather than one of their own.
 */
export type ProcessingShape = 'flag' | 'lease'

/** The shape of a jobs collection, from its fields (Payload 4 adds `processingUntil`). */
export const processingShapeOfFields = (fields: Field[]): ProcessingShape =>
  fields.some((field) => 'name' in field && field.name === 'processingUntil') ? 'lease' : 'flag'

const shapes = new WeakMap<Payload, ProcessingShape>()

/** The running Payload's shape, detected once and logged once. */
export const processingShapeOf = (payload: Payload): ProcessingShape => {
  let shape = shapes.get(payload)
  if (!shape) {
    shape = processingShapeOfFields(payload.collections['payload-jobs']?.config.fields ?? [])
    shapes.set(payload, shape)
    payload.logger.info(
      shape === 'lease'
        ? "payload-plugin-suite/jobs: payload-jobs has Payload 4's processing lease (processingUntil, processingToken); claims, heartbeats and sweeps use it"
        : "payload-plugin-suite/jobs: payload-jobs has Payload 3's processing flag; claims lease jobs with leasedBy and leaseExpiresAt",
    )
  }
  return shape
}

/** Core's lease duration when a claim takes none of its own (Payload 4's default: 20 minutes). */
export const coreLeaseMs = (payload: Payload) =>
  (payload.config.jobs as { processingLease?: { duration?: number } }).processingLease?.duration ??
  20 * 60 * 1000

/** Local API condition: the job is in hand. */
export const inHandWhere = (shape: ProcessingShape, nowISO: string): Where =>
  shape === 'lease'
    ? { processingUntil: { greater_than: nowISO } }
    : { processing: { equals: true } }

/** Local API condition: the job is not in hand (a lease that passed counts as put down, as core counts it). */
export const notInHandWhere = (shape: ProcessingShape, nowISO: string): Where =>
  shape === 'lease'
    ? {
        or: [
          { processingUntil: { exists: false } },
          { processingUntil: { less_than_equal: nowISO } },
        ],
      }
    : { processing: { not_equals: true } }

/** The data that puts a job down. */
export const putDownData = (shape: ProcessingShape): Record<string, null | boolean> =>
  shape === 'lease' ? { processingToken: null, processingUntil: null } : { processing: false }

/**
 * The data that picks a job up: the flag and this plugin's lease (`lease`, when the claim takes
 * one), or core's lease and token, lasting `leaseMs` when the claim takes no lease of its own.
 */
export const pickUpData = (
  shape: ProcessingShape,
  leaseMs: number,
  now: Date,
  lease?: { owner: string; expiresAt: Date },
): Record<string, unknown> =>
  shape === 'lease'
    ? {
        processingToken: lease?.owner ?? randomUUID(),
        processingUntil: (lease?.expiresAt ?? new Date(now.getTime() + leaseMs)).toISOString(),
      }
    : {
        processing: true,
        ...(lease ? { leaseExpiresAt: lease.expiresAt.toISOString(), leasedBy: lease.owner } : {}),
      }
