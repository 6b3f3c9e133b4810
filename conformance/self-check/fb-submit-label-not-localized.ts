/**
 * The submit button label stored once for all locales (its field not `localized`), while the next
 * and previous labels are: a German label overwrites the English one.
 * @fails FB-08
 */
import type { Config, Field } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const unlocalize = (fields: Field[]): Field[] =>
  fields.map((field): Field => {
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: unlocalize(tab.fields) })) }
    if ('name' in field && field.name === 'submitLabel') return { ...field, localized: false } as Field
    return field
  })

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-submit-label-not-localized',
  formBuilder: (options: Record<string, any> = {}) => async (config: Config) => {
    const built = await reference.formBuilder!(options)(config)
    return {
      ...built,
      collections: built.collections?.map((collection) => (collection.slug === 'forms' ? { ...collection, fields: unlocalize(collection.fields) } : collection)),
    }
  },
})
