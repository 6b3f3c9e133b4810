/**
 * Prepending where the spec appends: `overrides.pages.tabs` come before the Guide and Targets tabs.
 * @fails WK-18
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { patchCollection } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) =>
      patchCollection(await reference.adminWiki!(options)(config), options.slugs?.pages ?? 'wiki-pages', (collection) => ({
        ...collection,
        fields: collection.fields.map((field) =>
          field.type === 'tabs'
            ? {
                ...field,
                tabs: [...field.tabs.slice(2), ...field.tabs.slice(0, 2)],
              }
            : field,
        ),
      })),
})
