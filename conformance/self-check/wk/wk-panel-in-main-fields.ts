/**
 * The collection document's guides panel added as a plain ui field, without `admin.position:
 * 'sidebar'`: it renders after the document's main fields instead of in the sidebar.
 * @fails WK-24
 */
import type { Field } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { mapCollections, patchedAdminWiki } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: patchedAdminWiki((wired) =>
    mapCollections(wired, (collection) => ({
      ...collection,
      fields: collection.fields.map((field) =>
        'name' in field && field.name === 'wikiGuides'
          ? ({ ...field, admin: { ...field.admin, position: undefined } } as Field)
          : field,
      ),
    })),
  ),
})
