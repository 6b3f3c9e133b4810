/**
 * Prepending where the spec appends: `overrides.pages.tabs` come before the Guide and Targets tabs.
 * @fails WK-18
 */
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('pages', (collection) => ({
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
