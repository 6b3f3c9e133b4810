/**
 * The outcome stored as a single winner: of a tie only the first value is kept, whoever set it
 * (an editor or the mostVoted strategy).
 * @fails FB-14 FB-36
 */
import type { CollectionBeforeChangeHook, Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const firstOnly =
  (hook: CollectionBeforeChangeHook): CollectionBeforeChangeHook =>
  async (args) => {
    const data = await hook(args)
    const winners = data.poll?.outcome?.winningValues
    if (Array.isArray(winners) && winners.length > 1) data.poll.outcome.winningValues = winners.slice(0, 1)
    return data
  }

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-tie-keeps-first',
  formBuilder: (options: Record<string, any> = {}) => async (config: Config) => {
    const built = await reference.formBuilder!(options)(config)
    return {
      ...built,
      collections: built.collections?.map((collection) => {
        if (collection.slug !== 'forms') return collection
        // The plugin's forms beforeChange: authoring, poll closing, then the outcome check.
        const beforeChange = (collection.hooks?.beforeChange ?? []).map((hook, index) => (index === 2 ? firstOnly(hook) : hook))
        return { ...collection, hooks: { ...collection.hooks, beforeChange } }
      }),
    }
  },
})
