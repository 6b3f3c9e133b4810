/**
 * The collection document's guides panel added as a plain ui field, without `admin.position:
 * 'sidebar'`: it renders after the document's main fields instead of in the sidebar.
 * @fails WK-24
 */
import type { Config, Field } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-panel-in-main-fields',
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) => {
      const wired = await reference.adminWiki!(options)(config)
      return {
        ...wired,
        collections: wired.collections?.map((collection) => ({
          ...collection,
          fields: collection.fields.map((field) => ('name' in field && field.name === 'wikiGuides' ? ({ ...field, admin: { ...field.admin, position: undefined } } as Field) : field)),
        })),
      }
    },
})
