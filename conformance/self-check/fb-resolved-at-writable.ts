/**
 * resolvedAt stamped only when the caller sent none: a caller (an admin, the Local API) can
 * backdate or forge when the poll was decided.
 * @fails FB-15
 */
import type { CollectionBeforeChangeHook, Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

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
  formBuilder: (options: Record<string, any> = {}) => async (config: Config) => {
    const built = await reference.formBuilder!(options)(config)
    return {
      ...built,
      collections: built.collections?.map((collection) => {
        if (collection.slug !== 'forms') return collection
        // The plugin's forms beforeChange: authoring, poll closing, then the outcome check.
        const beforeChange = (collection.hooks?.beforeChange ?? []).map((hook, index) => (index === 2 ? callerWins(hook) : hook))
        return { ...collection, hooks: { ...collection.hooks, beforeChange } }
      }),
    }
  },
})
