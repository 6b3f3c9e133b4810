/**
 * Exclusions honoured for targets only: the admin surfaces are attached to every host collection,
 * so an excluded collection still gets the list band, the guides panel and field help.
 * @fails WK-35
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) => {
      const excluded: string[] = options.exclude?.collections ?? []
      const wired = await reference.adminWiki!(options)(config)
      if (!excluded.length) return wired
      // The same host wired as if nothing were excluded: its surfaces on the excluded collections.
      const decorated = await reference.adminWiki!({
        ...options,
        exclude: { ...options.exclude, collections: [] },
      })(config)
      return {
        ...wired,
        collections: wired.collections?.map((collection) =>
          excluded.includes(collection.slug)
            ? decorated.collections!.find((other) => other.slug === collection.slug)!
            : collection,
        ),
      }
    },
})
