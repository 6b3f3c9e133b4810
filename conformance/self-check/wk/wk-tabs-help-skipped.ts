/**
 * Field help only on top-level fields: fields inside tabs get no help, though their guides exist.
 * WK-65 fails too: it reads the German help heading of `summary`, a field in an unnamed tab.
 * @fails WK-64 WK-65
 */
import type { Field } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { mapCollections, patchedAdminWiki } from './support/patch'

const withoutHelp = (field: Field): Field => {
  const admin = (field.admin ?? {}) as { components?: { afterInput?: unknown[] } }
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withoutHelp) })),
    }
  if (!admin.components?.afterInput) return field
  return {
    ...field,
    admin: { ...admin, components: { ...admin.components, afterInput: [] } },
  } as Field
}

export default selfCheck(import.meta.url, {
  adminWiki: patchedAdminWiki((wired) =>
    mapCollections(wired, (collection) => ({
      ...collection,
      fields: collection.fields.map((field) =>
        field.type === 'tabs' ? withoutHelp(field) : field,
      ),
    })),
  ),
})
