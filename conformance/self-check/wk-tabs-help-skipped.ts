/**
 * Field help only on top-level fields: fields inside tabs get no help, though their guides exist.
 * @fails WK-64
 */
import type { Config, Field } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const withoutHelp = (field: Field): Field => {
  const admin = (field.admin ?? {}) as { components?: { afterInput?: unknown[] } }
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withoutHelp) })) }
  if (!admin.components?.afterInput) return field
  return { ...field, admin: { ...admin, components: { ...admin.components, afterInput: [] } } } as Field
}

export default defineImplementation({
  ...reference,
  name: 'self-check: wk-tabs-help-skipped',
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) => {
      const wired = await reference.adminWiki!(options)(config)
      return { ...wired, collections: wired.collections?.map((collection) => ({ ...collection, fields: collection.fields.map((field) => (field.type === 'tabs' ? withoutHelp(field) : field)) })) }
    },
})
