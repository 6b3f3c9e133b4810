/**
 * Block guides shown once, above the blocks field that offers the block, instead of inside each
 * row of that block.
 * @fails WK-29
 */
import type { Field } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { mapFieldsDeep } from './support/fields'
import { mapCollections, patchedAdminWiki } from './support/patch'

const isChips = (field: Field) => 'name' in field && field.name === 'wikiBlockHelp'

/** A blocks field with its blocks' chips moved out of the rows into its beforeInput. */
const chipsAbove = (field: Field): Field => {
  if (field.type !== 'blocks') return field
  const chips = (field.blocks ?? [])
    .flatMap((block) => block.fields.filter(isChips))
    .map((chip) => (chip.admin?.components as { Field: unknown } | undefined)?.Field)
  const blocks = (field.blocks ?? []).map((block) => ({
    ...block,
    fields: block.fields.filter((inner) => !isChips(inner)),
  }))
  const components = field.admin?.components ?? {}
  return {
    ...field,
    blocks,
    admin: {
      ...field.admin,
      components: { ...components, beforeInput: [...(components.beforeInput ?? []), ...chips] },
    },
  } as Field
}

export default selfCheck(import.meta.url, {
  adminWiki: patchedAdminWiki((wired) =>
    mapCollections(wired, (collection) => ({
      ...collection,
      fields: mapFieldsDeep(collection.fields, chipsAbove),
    })),
  ),
})
