/**
 * `disabled: true` read as "switch the feature off, keep the schema": the wiki's collections stay
 * registered (only their endpoints are dropped) instead of the incoming config coming back untouched.
 * @fails WK-02
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) => {
      if (options.disabled !== true) return reference.adminWiki!(options)(config)
      const built = await reference.adminWiki!({
        ...options,
        disabled: undefined,
      })(config)
      const own = new Set((config.collections ?? []).map((collection) => collection.slug))
      return {
        ...config,
        collections: built.collections?.map((collection) =>
          own.has(collection.slug) ? collection : { ...collection, endpoints: [] },
        ),
      }
    },
})
