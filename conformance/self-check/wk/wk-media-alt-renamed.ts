/**
 * The media collection's text field named after the fork's own habit: `altText` instead of the
 * spec's `alt`, so wiki-media has no `alt`.
 * @fails WK-01
 */
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('media', (collection) => ({
    ...collection,
    fields: collection.fields.map((field) =>
      'name' in field && field.name === 'alt' ? { ...field, name: 'altText' } : field,
    ),
  })),
})
