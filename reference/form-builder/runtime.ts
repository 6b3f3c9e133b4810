import type { Payload, PayloadRequest } from 'payload'
import type {
  ActionDefinition,
  FieldDefinition,
  FormBuilderOptions,
  PollOption,
  PollType,
  SpamOptions,
  ValidationRule,
} from './types'
import { pickText } from './translations'

export const FORMS_SLUG = 'forms'
export const SUBMISSIONS_SLUG = 'form-submissions'

/** The resolved plugin options the hooks and endpoints read, kept on the forms collection's `custom`. */
export interface FormBuilderRuntime {
  options: FormBuilderOptions
  definitions: Record<string, FieldDefinition>
  rules: Record<string, ValidationRule>
  actions: Record<string, ActionDefinition>
  pollTypes: Record<string, PollType>
  spam: Required<SpamOptions> | null
  uploadsCollection: string | null
  now: () => Date
}

export const runtimeOf = (payload: Payload): FormBuilderRuntime => {
  const runtime = payload.collections[FORMS_SLUG]?.config.custom?.formBuilder as FormBuilderRuntime | undefined
  if (!runtime) throw new Error('formBuilder: the forms collection is not registered by the plugin')
  return runtime
}

/** The poll's options as voters see them: its own list, or what its source returns for this request. */
export const effectivePollOptions = async (form: Record<string, any>, req: PayloadRequest): Promise<PollOption[]> => {
  const poll = form.poll
  if (!poll?.type) return []
  const runtime = runtimeOf(req.payload)
  if (poll.type === 'source') {
    const resolve = typeof runtime.options.poll === 'object' ? runtime.options.poll.sources : undefined
    const source = poll.source?.name
    if (!resolve || !source) return []
    const options = await resolve({ req, form, source })
    return (options ?? []).map((option) => ({ ...option, value: String(option.value) }))
  }
  return (poll.options ?? []).map((option: { value: string; label?: unknown }) => ({
    value: String(option.value),
    label: pickText(option.label as any, req.locale ?? undefined) ?? String(option.value),
  }))
}

export const isPollClosed = (poll: Record<string, any> | undefined, now: Date) =>
  Boolean(poll?.closed) || (poll?.closesAt ? new Date(poll.closesAt).getTime() <= now.getTime() : false)
