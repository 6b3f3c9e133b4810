import type { CollectionConfig, Field } from 'payload'
import type { CollectionOverrides } from './types'

type Hooks = NonNullable<CollectionConfig['hooks']>

/** Rule 3: plugin hooks first, the consumer's appended after them, per hook kind. */
const mergeHooks = (plugin: Hooks = {}, consumer: Hooks = {}): Hooks => {
  const merged: Record<string, unknown[]> = {}
  for (const key of new Set([...Object.keys(plugin), ...Object.keys(consumer)])) {
    merged[key] = [
      ...((plugin as Record<string, unknown[]>)[key] ?? []),
      ...((consumer as Record<string, unknown[]>)[key] ?? []),
    ]
  }
  return merged as Hooks
}

/**
 * Keys the plugin locks (rule 2): the override's value is spread first, the plugin's last. In
 * `custom` that holds per key: the consumer's own keys stay beside the plugin's, which win.
 */
export const LOCKED_KEYS = ['slug', 'auth', 'upload', 'custom', 'endpoints'] as const

/**
 * Builds a managed collection from the plugin's default and the consumer's override:
 * 1. consumer-wins keys: default first, override last (admin, labels, defaultSort, pagination, ...);
 * 2. locked keys (LOCKED_KEYS): override first, plugin last; endpoints keep the plugin's first
 *    (the host routes to the first match) and append the consumer's;
 * 3. hooks: plugin first, consumer appended;
 * 4. access: plugin defaults first, override last;
 * fields come only through the `fields` seam, which returns the final array verbatim.
 */
export const mergeCollection = (
  plugin: CollectionConfig,
  override: CollectionOverrides = {},
): CollectionConfig => {
  const { fields: fieldsOverride, hooks, access, admin, ...consumerKeys } = override
  const defaultFields: Field[] = plugin.fields
  return {
    ...plugin,
    ...consumerKeys,
    admin: { ...plugin.admin, ...admin },
    access: { ...plugin.access, ...access },
    hooks: mergeHooks(plugin.hooks, hooks),
    fields: fieldsOverride ? fieldsOverride({ defaultFields }) : defaultFields,
    slug: plugin.slug,
    auth: plugin.auth,
    upload: plugin.upload,
    custom: { ...override.custom, ...plugin.custom },
    endpoints: [...(plugin.endpoints || []), ...(override.endpoints || [])],
  }
}
