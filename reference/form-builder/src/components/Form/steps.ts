import type { FormDocument } from '../../toFormDocument'
import type { FormFieldConfig } from '../../types'

/** One page of the rendered form: a reachable step, or the whole form when it has no steps. */
export interface Page {
  /** Index into `form.steps` (0 for a form without steps). */
  step: number
  title: string | null
  /** Names of the answers asked on this page. */
  names: Set<string>
  fields: FormFieldConfig[]
}

type Condition = FormDocument['steps'][number]['condition']

/** The intake's reachability test (hooks/intake.ts): a step without a condition is always reachable. */
const holds = (condition: Condition, values: Record<string, unknown>) =>
  !condition?.field || String(values[condition.field] ?? '') === String(condition.equals ?? '')

/**
 * The name a field is placed by: its own, or for a nameless one (a message, which steps cannot
 * list) that of the next named field it introduces, else of the previous one.
 */
const placedBy = (fields: FormFieldConfig[], index: number) =>
  fields[index].name ??
  fields.slice(index).find((field) => field.name)?.name ??
  fields.slice(0, index).findLast((field) => field.name)?.name

/**
 * The pages a visitor can reach with the current answers, in order. Fields in no step belong to
 * every path: they show on the first reachable page.
 */
export const pagesOf = (
  form: FormDocument,
  fields: FormFieldConfig[],
  values: Record<string, unknown>,
): Page[] => {
  const named = fields.flatMap((field) => (field.name ? [field.name] : []))
  const assigned = new Set(form.steps.flatMap((step) => step.fields))
  const reachable = form.steps.flatMap((step, index) =>
    holds(step.condition, values)
      ? [{ step: index, title: step.title || null, names: new Set(step.fields) }]
      : [],
  )
  const pages = reachable.length ? reachable : [{ step: 0, title: null, names: new Set<string>() }]
  for (const name of named) if (!assigned.has(name)) pages[0].names.add(name)
  return pages.map((page, position) => ({
    ...page,
    fields: fields.filter((_, index) => {
      const name = placedBy(fields, index)
      return name ? page.names.has(name) : position === 0
    }),
  }))
}

/** The field name an error path (`values.<name>...`) belongs to. */
export const nameOfPath = (path: string) =>
  path.startsWith('values.') ? path.split('.')[1] : undefined
