import type { FormFieldConfig, PollOption } from './types'

/** What a visitor's browser gets of a form: safe to serialize into a page. */
export interface FormDocument {
  id: string | number
  title: string
  fields: FormFieldConfig[]
  steps: Array<{
    title?: string | null
    fields: string[]
    condition?: { field?: string | null; equals?: string | null } | null
  }>
  /** Allowlist: the three stored button labels only. Host-added button fields are the host's to merge. */
  buttons: { submitLabel: string | null; nextLabel: string | null; prevLabel: string | null }
  /** Allowlist: what voting needs; never the source (name, params, secrets) nor admin-only settings. */
  poll: {
    type: string
    options: PollOption[]
    voteField: string
    multiple: boolean
    visibility: string
    closed: boolean
    closesAt: string | null
    outcome: { winningValues: string[]; resolvedAt: string | null }
  } | null
  /** Passed through wholesale (message, redirect and any host-added response field). */
  response: Record<string, unknown> | null
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/**
 * Turns a form document read at one locale (depth ≥ 0) into the client's FormDocument. `buttons`
 * and `poll` go through narrow allowlists; `response` goes through whole.
 */
export const toFormDocument = (form: Record<string, any>): FormDocument => {
  const poll = form.poll?.type ? form.poll : null
  return {
    id: form.id,
    title: String(form.title ?? ''),
    fields: (form.fields ?? []) as FormFieldConfig[],
    steps: ((form.steps ?? []) as Array<Record<string, any>>).map((step) => ({
      title: step.title ?? null,
      fields: step.fields ?? [],
      condition: step.condition?.field
        ? { field: step.condition.field, equals: step.condition.equals ?? null }
        : null,
    })),
    buttons: {
      submitLabel: text(form.submitLabel),
      nextLabel: text(form.nextLabel),
      prevLabel: text(form.prevLabel),
    },
    poll: poll && {
      type: String(poll.type),
      // A source poll's options are per request: fetch them from GET /api/forms/:id/poll-options.
      options:
        poll.type === 'source'
          ? []
          : ((poll.options ?? []) as Array<Record<string, any>>).map((option) => ({
              value: String(option.value),
              label: option.label ?? String(option.value),
            })),
      voteField: String(poll.voteField || 'vote'),
      multiple: Boolean(poll.multiple),
      visibility: String(poll.visibility ?? 'afterClose'),
      closed: Boolean(poll.closed),
      closesAt: poll.closesAt ?? null,
      outcome: {
        winningValues: poll.outcome?.winningValues ?? [],
        resolvedAt: poll.outcome?.resolvedAt ?? null,
      },
    },
    response: form.response ?? null,
  }
}
