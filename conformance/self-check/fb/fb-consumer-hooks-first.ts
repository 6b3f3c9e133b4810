/**
 * Consumer hooks prepended instead of appended: a consumer's beforeValidate runs before the spam
 * guard and the validator, a forms beforeChange before resolvedAt is stamped, a submissions
 * afterChange before the actions and the event sink.
 * @fails FB-04 FB-05
 */
import type { CollectionConfig, Config } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

const OVERRIDE_KEY: Record<string, string> = {
  forms: 'forms',
  'form-submissions': 'formSubmissions',
}

export default selfCheck(import.meta.url, {
  formBuilder:
    (options: Record<string, any> = {}) =>
    async (config: Config) => {
      const built = await reference.formBuilder!(options)(config)
      return {
        ...built,
        collections: built.collections?.map((collection): CollectionConfig => {
          const consumer: Record<string, unknown[]> | undefined =
            options.overrides?.[OVERRIDE_KEY[collection.slug]!]?.hooks
          if (!consumer || !collection.hooks) return collection
          const hooks = Object.fromEntries(
            Object.entries(collection.hooks as Record<string, unknown[]>).map(([kind, list]) => {
              const own = consumer[kind] ?? []
              return [kind, [...own, ...list.filter((hook) => !own.includes(hook))]]
            }),
          )
          return { ...collection, hooks }
        }),
      }
    },
})
