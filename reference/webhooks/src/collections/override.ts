import type { CollectionConfig } from 'payload'
import type { CollectionOverride } from '../types'

type HookLists = Record<string, unknown[] | undefined>

/**
 * The project's override applied to a collection the plugin built: the plugin's hooks and endpoints
 * stay first (its health bookkeeping runs before the project's hooks; the host routes to the first
 * matching endpoint), its slug stays, and `fields` is the project's seam over the plugin's fields.
 */
export const withOverride = (
  collection: CollectionConfig,
  override: CollectionOverride | undefined,
): CollectionConfig => {
  if (!override) return collection
  const { fields, hooks, access, admin, endpoints, ...keys } = override
  const pluginHooks = (collection.hooks ?? {}) as HookLists
  const projectHooks = (hooks ?? {}) as HookLists
  const hookKinds = new Set([...Object.keys(pluginHooks), ...Object.keys(projectHooks)])
  return {
    ...collection,
    ...keys,
    slug: collection.slug,
    access: { ...collection.access, ...access },
    admin: { ...collection.admin, ...admin },
    hooks: Object.fromEntries(
      [...hookKinds].map((kind) => [
        kind,
        [...(pluginHooks[kind] ?? []), ...(projectHooks[kind] ?? [])],
      ]),
    ),
    endpoints: [...(collection.endpoints || []), ...(endpoints || [])],
    fields: fields ? fields({ defaultFields: collection.fields }) : collection.fields,
  }
}
