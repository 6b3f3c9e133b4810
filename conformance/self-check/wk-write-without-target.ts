/**
 * "Write a guide for this" opens an empty guide: the create view ignores `?wikiTarget`.
 * @fails WK-63
 */
import type { CollectionConfig } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-write-without-target',
  adminWiki: (options: Record<string, any> = {}) =>
    reference.adminWiki!({
      ...options,
      overrides: {
        ...options.overrides,
        pages: { ...options.overrides?.pages, collection: (collection: CollectionConfig) => ({ ...collection, fields: collection.fields.filter((field) => !('name' in field && field.name === 'wikiTargetPrefill')) }) },
      },
    }),
})
