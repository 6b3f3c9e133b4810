import type { Field } from 'payload'

/**
 * The fields with `patch` applied to every field, innermost first: descends into tabs, rows,
 * collapsibles, groups, arrays and the inline blocks of blocks fields (as the wiki decorates them).
 */
export const mapFieldsDeep = (fields: Field[], patch: (field: Field) => Field): Field[] =>
  fields.map((field) => {
    switch (field.type) {
      case 'tabs':
        return patch({
          ...field,
          tabs: field.tabs.map((tab) => ({ ...tab, fields: mapFieldsDeep(tab.fields, patch) })),
        })
      case 'row':
      case 'collapsible':
      case 'group':
      case 'array':
        return patch({ ...field, fields: mapFieldsDeep(field.fields, patch) } as Field)
      case 'blocks':
        return patch({
          ...field,
          blocks: (field.blocks ?? []).map((block) => ({
            ...block,
            fields: mapFieldsDeep(block.fields, patch),
          })),
        })
      default:
        return patch(field)
    }
  })
