/**
 * resolvedAt stamped only when the caller sent none: a caller (an admin, the Local API) can
 * backdate or forge when the poll was decided.
 * @fails FB-15
 */
import type { CollectionBeforeChangeHook } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchPollOutcome } from './support/patch'

const callerWins =
  (hook: CollectionBeforeChangeHook): CollectionBeforeChangeHook =>
  async (args) => {
    const sent = args.data.poll?.outcome?.resolvedAt
    const data = await hook(args)
    if (sent) data.poll.outcome.resolvedAt = sent
    return data
  }

export default selfCheck(import.meta.url, {
  formBuilder: patchPollOutcome(callerWins),
})
