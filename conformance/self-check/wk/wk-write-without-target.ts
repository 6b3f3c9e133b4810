/**
 * "Write a guide for this" opens an empty guide: the create view ignores `?wikiTarget`.
 * @fails WK-63
 */
import type { CollectionConfig } from 'payload'
import reference from '../../../reference'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({
      ...options,
      overrides: {
        ...options.overrides,
        pages: {
          ...options.overrides?.pages,
          collection: (collection: CollectionConfig) => ({
            ...collection,
            fields: collection.fields.filter(
              (field) => !('name' in field && field.name === 'wikiTargetPrefill'),
            ),
          }),
        },
      },
    }),
})
