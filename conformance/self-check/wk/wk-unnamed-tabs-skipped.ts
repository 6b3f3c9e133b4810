/**
 * A target walker that descends only into named tabs: fields inside an unnamed tab (which add no
 * path segment) are not offered by the field picker.
 * @fails WK-04
 */
import type { Config, Field } from 'payload'
import reference from '../../../reference'
import { mapFieldsInTabs, patchCollection } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

/** Keys of the fields that sit directly in an unnamed tab, for each collection and global. */
const unnamedTabKeys = (config: Config): Set<string> => {
  const keys = new Set<string>()
  const walk = (prefix: string, fields: Field[]) => {
    for (const field of fields) {
      if (field.type !== 'tabs') continue
      for (const tab of field.tabs)
        if (!('name' in tab && tab.name))
          for (const inner of tab.fields) if ('name' in inner) keys.add(`${prefix}/${inner.name}`)
    }
  }
  for (const collection of config.collections ?? [])
    walk(`collection/${collection.slug}`, collection.fields)
  for (const global of config.globals ?? []) walk(`global/${global.slug}`, global.fields)
  return keys
}

const withoutKeys = (fields: Field[], skipped: Set<string>): Field[] =>
  mapFieldsInTabs(fields, (field) =>
    field.type === 'select' && field.name === 'targetFields'
      ? {
          ...field,
          options: field.options.filter(
            (option) => !skipped.has(typeof option === 'string' ? option : option.value),
          ),
        }
      : field,
  )

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) => {
      const skipped = unnamedTabKeys(config)
      return patchCollection(
        await reference.adminWiki!(options)(config),
        options.slugs?.pages ?? 'wiki-pages',
        (collection) => ({
          ...collection,
          fields: withoutKeys(collection.fields, skipped),
        }),
      )
    },
})
