/**
 * getQueueHealth ignores the `now` it is given and reads the configured clock: ages and
 * generatedAt are off under an injected clock.
 * @fails QC-28 QC-42
 */
import type { Payload } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  getQueueHealth: (payload: Payload, { now: _ignored, ...options }: Record<string, unknown> = {}) =>
    reference.getQueueHealth!(payload, options),
})
