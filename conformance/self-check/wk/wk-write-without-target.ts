/**
 * "Write a guide for this" opens an empty guide: the create view ignores `?wikiTarget`.
 * @fails WK-63
 */
import { selfCheck } from '../support/selfCheck'
import { adminWikiOverridingPages } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: adminWikiOverridingPages((collection) => ({
    ...collection,
    fields: collection.fields.filter(
      (field) => !('name' in field && field.name === 'wikiTargetPrefill'),
    ),
  })),
})
