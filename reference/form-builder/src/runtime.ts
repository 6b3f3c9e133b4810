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
  /** Forms by id and locale, with the updatedAt they were read at (see loadForm). */
  formCache: Map<string, { updatedAt: unknown; form: Record<string, any> }>
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

const FORM_CACHE_LIMIT = 500
const FORMS_IN_REQUEST = 'formBuilderForms'

/**
 * A form as the intake needs it (depth 0, one locale). Reading a form with all its blocks is the
 * costliest part of an intake, so the full read is cached per process and revalidated on every
 * use against the stored updatedAt (a one-column read): an edit made by any process is seen at once.
 */
export const loadForm = async (id: unknown, locale: string | undefined, req: PayloadRequest) => {
  if (id === undefined || id === null || id === '' || typeof id === 'object') return undefined
  const { formCache } = runtimeOf(req.payload)
  const key = `${String(id)}:${locale ?? ''}`
  // Within one request (validation, then dispatch) the form read once is reused as is.
  const inRequest = (req.context[FORMS_IN_REQUEST] ??= {}) as Record<string, Record<string, any>>
  if (inRequest[key]) return inRequest[key]
  let head: { updatedAt?: unknown } | null
  try {
    head = (await req.payload.db.findOne({
      collection: FORMS_SLUG,
      where: { id: { equals: id } },
      select: { updatedAt: true },
      req,
    } as Parameters<Payload['db']['findOne']>[0])) as { updatedAt?: unknown } | null
  } catch {
    // An id the database cannot even compare (text for a serial key) names no form.
    return undefined
  }
  if (!head) return undefined
  const cached = formCache.get(key)
  if (cached && cached.updatedAt === head.updatedAt) return (inRequest[key] = cached.form)
  const form = await req.payload.findByID({ collection: FORMS_SLUG, id: id as string, depth: 0, locale, overrideAccess: true, req })
  formCache.delete(key)
  formCache.set(key, { updatedAt: form.updatedAt, form })
  if (formCache.size > FORM_CACHE_LIMIT) formCache.delete(formCache.keys().next().value!)
  return (inRequest[key] = form)
}
