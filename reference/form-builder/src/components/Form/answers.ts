import { type IncomingFile, isEmpty } from '../../rules'
import type { FormFieldConfig } from '../../types'

/** Cells of a new repeater row: checkboxes start unchecked, the rest unanswered. */
export const emptyRow = (field: FormFieldConfig): Record<string, unknown> =>
  Object.fromEntries(
    (field.columns ?? []).flatMap((column) =>
      column.type === 'checkbox' ? [[column.name, false]] : [],
    ),
  )

/** Starting answers: a checkbox or consent is unchecked (false is an answer); a repeater has its minimum rows. */
export const initialValues = (fields: FormFieldConfig[]): Record<string, unknown> =>
  Object.fromEntries(
    fields.flatMap((field): Array<[string, unknown]> => {
      if (!field.name) return []
      if (field.blockType === 'checkbox' || field.blockType === 'consent')
        return [[field.name, false]]
      if (field.blockType === 'repeater') {
        const rows = Number(field.minRows) || (field.required ? 1 : 0)
        return [[field.name, Array.from({ length: rows }, () => emptyRow(field))]]
      }
      return []
    }),
  )

/** A chosen File as the intake's rules see it; an untyped file travels as application/octet-stream. */
export const asIncomingFile = (value: unknown): IncomingFile | unknown =>
  value instanceof File
    ? { name: value.name, mimetype: value.type || 'application/octet-stream', size: value.size }
    : value

/** Unanswered as the server reads it, except false: an unchecked box is an answer. */
const isBlank = (value: unknown) => value !== false && isEmpty(value)

const compactRow = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([, cell]) => !isBlank(cell)))

/** The `values` the intake receives: blank answers left out, files left to their own parts. */
export const answersOf = (
  fields: FormFieldConfig[],
  values: Record<string, unknown>,
): Record<string, unknown> =>
  Object.fromEntries(
    fields.flatMap((field): Array<[string, unknown]> => {
      const value = field.name ? values[field.name] : undefined
      if (!field.name || field.blockType === 'file' || isBlank(value)) return []
      return [
        [
          field.name,
          field.blockType === 'repeater' && Array.isArray(value) ? value.map(compactRow) : value,
        ],
      ]
    }),
  )

/** The chosen file of each file field, to send as a part named like the field. */
export const filesOf = (
  fields: FormFieldConfig[],
  values: Record<string, unknown>,
): Array<[string, File]> =>
  fields.flatMap((field) => {
    const value = field.name ? values[field.name] : undefined
    return field.blockType === 'file' && value instanceof File
      ? [[field.name!, value] as [string, File]]
      : []
  })
