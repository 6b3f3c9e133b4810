/**
 * The media collection's text field named after the fork's own habit: `altText` instead of the
 * spec's `alt`, so wiki-media has no `alt`.
 * @fails WK-01
 */
import type { Config } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'
import { patchCollection } from './support/patch'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-media-alt-renamed',
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) =>
      patchCollection(await reference.adminWiki!(options)(config), options.slugs?.media ?? 'wiki-media', (collection) => ({
        ...collection,
        fields: collection.fields.map((field) => ('name' in field && field.name === 'alt' ? { ...field, name: 'altText' } : field)),
      })),
})
