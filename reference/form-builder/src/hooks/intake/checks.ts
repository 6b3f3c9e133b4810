import { isEmpty } from '../../rules'
import type { FieldDefinition, FormFieldConfig } from '../../types'
import type { Intake } from './context'

export interface CheckArgs extends Pick<Intake, 'resolved' | 'req' | 't' | 'errors'> {
  field: FormFieldConfig
  definition: FieldDefinition
  value: unknown
  path: string
}

/** Type check, then implied and authored rules; pushes one error per failing rule. */
const checkAnswer = ({ resolved, field, definition, value, path, req, t, errors }: CheckArgs) => {
  const requiredRule = resolved.rules.required
  // Stryker disable next-line ArrayDeclaration: an entry that is not a rule entry is filtered out here
  const authored = (field.validation ?? []).filter((entry) => entry?.rule)
  const isRequired = Boolean(field.required) || authored.some((entry) => entry.rule === 'required')
  // A declined consent counts as empty for `required`: required consent must be agreed.
  if (isEmpty(value)) {
    if (isRequired && requiredRule) {
      const message = requiredRule.validate({ value, param: null, field, t })
      if (message) errors.push({ path, message })
    }
    return
  }
  const typeMessages = definition.check?.({
    value,
    field,
    t,
    req,
    definitions: resolved.definitions,
  })
  if (typeMessages?.length) {
    for (const message of [typeMessages].flat()) errors.push({ path, message })
    return
  }
  // Stryker disable next-line ArrayDeclaration: an entry that is not a rule entry names no registered rule, and is passed over below
  for (const entry of [...(definition.impliedRules?.(field) ?? []), ...authored]) {
    const rule = resolved.rules[entry.rule]
    if (!rule || rule.checksEmpty) continue
    const message = rule.validate({ value, param: entry.value ?? null, field, t })
    if (message) errors.push({ path, message })
  }
}

const checkRepeaterRows = (args: CheckArgs) => {
  const rows = args.value as Array<Record<string, unknown>>
  const columns = args.field.columns ?? []
  rows.forEach((row, index) => {
    for (const key of Object.keys(row)) {
      if (!columns.some((column) => column.name === key)) {
        args.errors.push({ path: `${args.path}.${index}.${key}`, message: args.t('unknownField') })
      }
    }
    for (const column of columns) {
      const type = column.type ?? 'text'
      const definition = args.resolved.definitions[type] ?? args.resolved.definitions.text
      // Stryker disable next-line ConditionalExpression: text is always registered (the fields option replaces built-ins, never removes one); this only narrows the type
      if (!definition) continue
      checkAnswer({
        ...args,
        definition,
        field: {
          blockType: type,
          name: column.name,
          label: column.label,
          required: column.required,
        },
        value: row[column.name],
        path: `${args.path}.${index}.${column.name}`,
      })
    }
  })
}

/** Checks one answer, a repeater's cells once its rows pass; whether it passed. */
export const checkField = (args: CheckArgs) => {
  const before = args.errors.length
  checkAnswer(args)
  if (
    args.errors.length === before &&
    args.field.blockType === 'repeater' &&
    Array.isArray(args.value)
  )
    checkRepeaterRows(args)
  return args.errors.length === before
}
