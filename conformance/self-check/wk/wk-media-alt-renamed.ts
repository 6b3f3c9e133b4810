/**
 * The media collection's text field named after the fork's own habit: `altText` instead of the
 * spec's `alt`, so wiki-media has no `alt`.
 * @fails WK-01
 */
import type { Config } from 'payload'
import reference from '../../../reference'
import { patchCollection } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) =>
      patchCollection(await reference.adminWiki!(options)(config), options.slugs?.media ?? 'wiki-media', (collection) => ({
        ...collection,
        fields: collection.fields.map((field) => ('name' in field && field.name === 'alt' ? { ...field, name: 'altText' } : field)),
      })),
})
