/**
 * `collections` read as a list of exceptions to add to, not the whole list: every auth collection
 * except admin.user gets an isolated cookie, including ones the project did not list (so an
 * unlisted collection no longer gets core's cookie either).
 * @fails DS-05 DS-06
 */

import { selfCheck } from '../support/selfCheck'
import { listedSlugs, patchedDualSession } from './support'

export default selfCheck(import.meta.url, {
  dualSession: patchedDualSession({
    options: (options, config) => {
      const listed = new Set(listedSlugs(options))
      const adminUser =
        config.admin?.user ?? config.collections?.find((collection) => collection.auth)?.slug
      const unlisted = (config.collections ?? []).filter(
        (collection) =>
          collection.auth && !listed.has(collection.slug) && collection.slug !== adminUser,
      )
      return {
        ...options,
        collections: [...options.collections, ...unlisted.map((collection) => collection.slug)],
      }
    },
  }),
})
