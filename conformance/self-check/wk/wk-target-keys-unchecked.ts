/**
 * Validation left to the pickers: the stored `targetKeys` field has no check of its own, so a
 * request that writes target keys directly stores keys that resolve to nothing.
 * @fails WK-05
 */
import type { Field } from 'payload'
import { mapFieldsInTabs } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

const withoutKeysCheck = (fields: Field[]): Field[] =>
  mapFieldsInTabs(fields, (field) =>
    'name' in field && field.name === 'targetKeys'
      ? ({ ...field, validate: undefined } as Field)
      : field,
  )

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('pages', (collection) => ({
    ...collection,
    fields: withoutKeysCheck(collection.fields),
  })),
})
