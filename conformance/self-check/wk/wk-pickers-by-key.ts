/**
 * Pickers as before issue 15: every target is a plain select option labelled by its key
 * (`collection/posts`, `collection/posts/seo.keywords`), one flat list, searched by Payload's default.
 * @fails WK-60 WK-61 WK-62
 */
import type { Field } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { adminWikiOverridingPages } from './support/patch'

const plainPickers = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'tabs')
      return {
        ...field,
        tabs: field.tabs.map((tab) => ({ ...tab, fields: plainPickers(tab.fields) })),
      }
    if (field.type !== 'select' || !field.name.startsWith('target')) return field
    const options = field.options.map((option) =>
      typeof option === 'string' ? option : option.value,
    )
    return {
      ...field,
      admin: { ...field.admin, components: {} },
      options: options.map((value) => ({ label: value, value })),
    }
  })

export default selfCheck(import.meta.url, {
  adminWiki: adminWikiOverridingPages((collection) => ({
    ...collection,
    fields: plainPickers(collection.fields),
  })),
})
