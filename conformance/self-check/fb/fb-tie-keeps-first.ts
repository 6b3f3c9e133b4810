/**
 * The outcome stored as a single winner: of a tie only the first value is kept, whoever set it
 * (an editor or the mostVoted strategy).
 * @fails FB-14 FB-36
 */
import type { CollectionBeforeChangeHook } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchPollOutcome } from './support/patch'

const firstOnly =
  (hook: CollectionBeforeChangeHook): CollectionBeforeChangeHook =>
  async (args) => {
    const data = await hook(args)
    const winners = data.poll?.outcome?.winningValues
    if (Array.isArray(winners) && winners.length > 1)
      data.poll.outcome.winningValues = winners.slice(0, 1)
    return data
  }

export default selfCheck(import.meta.url, {
  formBuilder: patchPollOutcome(firstOnly),
})
