/**
 * `triggers.edit: false` read as "no wiki on document views": besides the collection document's
 * panel, field help goes too.
 * @fails WK-32
 */
import type { Field } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { mapFieldsDeep } from './support/fields'
import { mapCollections, patchedAdminWiki } from './support/patch'

type Components = Record<string, unknown>
// Field help after the input, or in the Description slot of a field with a description.
const isHelp = (entry: unknown) =>
  /#Field(Description)?Help$/.test(String((entry as { path?: unknown })?.path))

const withoutHelp = (field: Field): Field => {
  const components = field.admin?.components as Components | undefined
  if (!components) return field
  const kept = Object.fromEntries(
    Object.entries(components)
      .filter(([, value]) => !isHelp(value))
      .map(([slot, value]) => [
        slot,
        Array.isArray(value) ? value.filter((entry) => !isHelp(entry)) : value,
      ]),
  )
  return { ...field, admin: { ...field.admin, components: kept } } as Field
}

export default selfCheck(import.meta.url, {
  adminWiki: patchedAdminWiki((wired, options) =>
    options.triggers?.edit !== false
      ? wired
      : {
          ...mapCollections(wired, (collection) => ({
            ...collection,
            fields: mapFieldsDeep(collection.fields, withoutHelp),
          })),
          globals: wired.globals?.map((global) => ({
            ...global,
            fields: mapFieldsDeep(global.fields, withoutHelp),
          })),
        },
  ),
})
