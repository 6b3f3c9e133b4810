import type { PayloadRequest } from 'payload'
import { isEmpty } from '../../rules'
import { pickText } from '../../translations'
import type { FieldDefinition, FormFieldConfig, ResolvedFormBuilder } from '../../types'
import { checkField } from './checks'
import type { Intake } from './context'
import { readUpload, type UploadedFile, uploadedFiles } from './files'

/** Fields of the form a submitter could reach: unassigned fields, plus those of steps whose condition holds. */
const reachableFieldNames = (form: Record<string, any>, values: Record<string, unknown>) => {
  const fields = (form.fields ?? []) as FormFieldConfig[]
  const steps = (form.steps ?? []) as Array<{
    fields?: string[]
    condition?: { field?: string; equals?: string }
  }>
  const assigned = new Set(steps.flatMap((step) => step.fields ?? []))
  const reachable = new Set(
    fields.map((field) => field.name).filter((name) => name && !assigned.has(name)) as string[],
  )
  for (const step of steps) {
    const condition = step.condition
    const holds =
      !condition?.field || String(values[condition.field] ?? '') === String(condition.equals ?? '')
    if (holds) for (const name of step.fields ?? []) reachable.add(name)
  }
  return reachable
}

export const fieldsOf = (form: Record<string, any>) => (form.fields ?? []) as FormFieldConfig[]

/** An error per answer to no field of the form (nor to its poll's `voteField`). */
export const reportUnknownAnswers = (
  { form, incoming, t, errors }: Intake,
  voteField: string | undefined,
) => {
  const known = new Set([...fieldsOf(form).map((field) => field.name), voteField])
  for (const key of Object.keys(incoming)) {
    if (!known.has(key)) errors.push({ path: `values.${key}`, message: t('unknownField') })
  }
}

/** A field's answer: a hidden field falls back to its default; a file field's is the upload sent under its name. */
const readAnswer = async (
  name: string,
  field: FormFieldConfig,
  definition: FieldDefinition,
  incoming: Record<string, unknown>,
  uploaded: ReturnType<typeof uploadedFiles>,
): Promise<{ value: unknown; file?: UploadedFile }> => {
  // The registry is keyed by type, so a field's definition has the field's blockType.
  if (definition.type === 'file') return readUpload(uploaded[name])
  return {
    value: field.blockType === 'hidden' ? (incoming[name] ?? field.defaultValue) : incoming[name],
  }
}

/** Cells stored as their column type stores them (numeric strings to numbers...); rows come here checked, so every cell is a column's. */
const normalizeRows = (
  definitions: ResolvedFormBuilder['definitions'],
  field: FormFieldConfig,
  rows: Array<Record<string, unknown>>,
) =>
  rows.map((row) => {
    const stored = { ...row }
    for (const column of field.columns ?? []) {
      const type = column.type ?? 'text'
      const normalize = definitions[type]?.normalize
      const cell = row[column.name]
      if (normalize && !isEmpty(cell))
        stored[column.name] = normalize(cell, { blockType: type, name: column.name })
    }
    return stored
  })

/** An answer as its field type stores it. */
const normalizeAnswer = (
  definitions: ResolvedFormBuilder['definitions'],
  definition: FieldDefinition,
  field: FormFieldConfig,
  value: unknown,
) =>
  field.blockType === 'repeater' && Array.isArray(value)
    ? normalizeRows(definitions, field, value as Array<Record<string, unknown>>)
    : definition.normalize && !isEmpty(value)
      ? definition.normalize(value, field)
      : value

/** What the submission keeps about a field besides its answer: its type, its label in the submission's locale, and what its type adds. */
const describeAnswer = (
  name: string,
  field: FormFieldConfig,
  definition: FieldDefinition,
  value: unknown,
  stored: unknown,
  locale: string,
) => ({
  type: field.blockType,
  label: pickText(field.label ?? undefined, locale) ?? name,
  ...(field.blockType === 'repeater'
    ? {
        columns: (field.columns ?? []).map((column) => ({
          name: column.name,
          label: column.label ?? column.name,
          type: column.type ?? 'text',
        })),
      }
    : {}),
  ...(definition.describe && !isEmpty(value) ? definition.describe(field, stored) : {}),
})

/**
 * Every answer a submitter could reach, checked in the form's order: those that pass, normalised,
 * with their descriptors and consent entries; and the files sent for file fields.
 */
export const collectAnswers = async (intake: Intake) => {
  const { resolved, form, incoming, locale, now } = intake
  const values: Record<string, unknown> = {}
  const descriptors: Record<string, unknown> = {}
  const consent: Array<Record<string, unknown>> = []
  const files: Record<string, UploadedFile> = {}
  const uploaded = uploadedFiles(intake.req)
  const reachable = reachableFieldNames(form, incoming)
  for (const field of fieldsOf(form)) {
    const definition = resolved.definitions[field.blockType]
    const { name } = field
    if (!definition || definition.collectsValue === false || !name) continue
    if (!reachable.has(name)) continue
    const { value, file } = await readAnswer(name, field, definition, incoming, uploaded)
    if (file) files[name] = file
    if (
      !checkField({ ...intake, field, definition, value, path: `values.${name}` }) ||
      value === undefined
    )
      continue
    const stored = normalizeAnswer(resolved.definitions, definition, field, value)
    values[name] = stored
    descriptors[name] = describeAnswer(name, field, definition, value, stored, locale)
    if (field.blockType === 'consent') {
      consent.push({
        field: name,
        source: field.source,
        state: value === true ? 'agreed' : 'declined',
        capturedAt: now.toISOString(),
      })
    }
  }
  return { values, descriptors, consent, files }
}

/**
 * Who sent it, for the admin's list title and search: the first email answer, else the signed-in
 * user's email, else null (an anonymous submission without an email field).
 */
export const submitterOf = (
  fields: FormFieldConfig[],
  values: Record<string, unknown>,
  req: PayloadRequest,
): string | null => {
  for (const field of fields) {
    const value = field.blockType === 'email' && field.name ? values[field.name] : undefined
    if (typeof value === 'string' && value) return value
  }
  const email = (req.user as { email?: unknown } | null | undefined)?.email
  return typeof email === 'string' ? email : null
}
