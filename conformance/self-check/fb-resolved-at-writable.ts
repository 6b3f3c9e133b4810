/**
 * resolvedAt stamped only when the caller sent none: a caller (an admin, the Local API) can
 * backdate or forge when the poll was decided.
 * @fails FB-15
 */
import type { CollectionBeforeChangeHook } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchPollOutcome } from './fb-support/patch'

const callerWins =
  (hook: CollectionBeforeChangeHook): CollectionBeforeChangeHook =>
  async (args) => {
    const sent = args.data.poll?.outcome?.resolvedAt
    const data = await hook(args)
    if (sent) data.poll.outcome.resolvedAt = sent
    return data
  }

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-resolved-at-writable',
  formBuilder: patchPollOutcome(callerWins),
})
