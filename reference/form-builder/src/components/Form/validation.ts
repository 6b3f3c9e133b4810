import { defaultFieldDefinitionsByType } from '../../fields/definitions'
import { defaultValidationRulesByType, isEmpty } from '../../rules'
import type { FieldValueContext, FormFieldConfig, Translate } from '../../types'
import { asIncomingFile } from './answers'

/** Messages per error path, as the intake's 400 lists them (`values.<name>`, `values.<repeater>.<row>.<column>`). */
export type FieldErrors = Record<string, string[]>

const definitions = defaultFieldDefinitionsByType

/** A built-in type's check of a non-empty answer. Built-in checks read no request (the browser has none). */
export const typeMessages = (field: FormFieldConfig, value: unknown, t: Translate): string[] => {
  const messages = definitions[field.blockType]?.check?.({
    value,
    field,
    t,
    definitions,
  } as FieldValueContext)
  return messages ? [messages].flat() : []
}

const authoredRules = (field: FormFieldConfig) =>
  (field.validation ?? []).filter((entry) => entry?.rule)

/** Required by the checkbox or by an authored `required` rule (both count on the server). */
export const isRequired = (field: FormFieldConfig) =>
  Boolean(field.required) || authoredRules(field).some((entry) => entry.rule === 'required')

/**
 * One answer, in the intake's order (hooks/intake.ts): an empty answer fails only `required`;
 * otherwise the type check, then the type's implied rules and the authored ones. The rules and
 * messages are the plugin's own; types and rules a host registers on the server are its to check.
 */
const checkAnswer = (field: FormFieldConfig, value: unknown, t: Translate): string[] => {
  const definition = definitions[field.blockType]
  if (!definition || definition.collectsValue === false) return []
  if (isEmpty(value)) {
    const message = isRequired(field)
      ? defaultValidationRulesByType.required.validate({ value, param: null, field, t })
      : undefined
    return message ? [message] : []
  }
  const typeErrors = typeMessages(field, value, t)
  if (typeErrors.length) return typeErrors
  return [...(definition.impliedRules?.(field) ?? []), ...authoredRules(field)].flatMap((entry) => {
    const rule = defaultValidationRulesByType[entry.rule]
    const message =
      rule && !rule.checksEmpty
        ? rule.validate({ value, param: entry.value ?? null, field, t })
        : undefined
    return message ? [message] : []
  })
}

/** A repeater column as a field of its type (the intake checks cells this way). */
export const columnField = (
  column: NonNullable<FormFieldConfig['columns']>[number],
): FormFieldConfig => ({
  blockType: column.type ?? 'text',
  name: column.name,
  label: column.label,
  required: column.required,
})

/** A field's errors; a repeater's cells are checked once the rows themselves pass. */
export const validateField = (
  field: FormFieldConfig,
  value: unknown,
  t: Translate,
): FieldErrors => {
  if (!field.name || field.blockType === 'hidden') return {}
  const path = `values.${field.name}`
  const messages = checkAnswer(field, asIncomingFile(value), t)
  if (messages.length) return { [path]: messages }
  if (field.blockType !== 'repeater' || !Array.isArray(value)) return {}
  const cells = (value as Array<Record<string, unknown>>).flatMap((row, index) =>
    (field.columns ?? []).map((column): [string, string[]] => [
      `${path}.${index}.${column.name}`,
      checkAnswer(columnField(column), row[column.name], t),
    ]),
  )
  return Object.fromEntries(cells.filter(([, cellMessages]) => cellMessages.length))
}

export const validateFields = (
  fields: FormFieldConfig[],
  values: Record<string, unknown>,
  t: Translate,
): FieldErrors =>
  Object.assign(
    {},
    ...fields.map((field) => validateField(field, field.name ? values[field.name] : undefined, t)),
  )

/** Errors without those of one field (its own path and its cells'). */
export const withoutField = (errors: FieldErrors, name: string): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).filter(
      ([path]) => path !== `values.${name}` && !path.startsWith(`values.${name}.`),
    ),
  )
