import { APIError, ValidationError, type AfterErrorHook, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'
import { fileTypeFromBuffer } from 'file-type'
import { extractID } from 'payload/shared'
import type { FieldDefinition, FormFieldConfig, ResolvedFormBuilder } from '../types'
import { FORMS_SLUG, SUBMISSIONS_SLUG } from '../defaults'
import { loadForm } from '../loadForm'
import { effectivePollOptions, isPollClosed } from '../polls'
import { isEmpty } from '../rules'
import { pickText, translator } from '../translations'

type FieldError = { path: string; message: string }

/** Files of the multipart intake, kept per request until the submission passes validation. */
const PENDING_FILES = 'formBuilderPendingFiles'

interface UploadedFile {
  name: string
  mimetype: string
  size: number
  data: Buffer
}

/**
 * Payload's own fallback for bytes no signature identifies (uploads/getFileTypeFallback, which it
 * does not export): such a file is text, of the format its extension names, else text/plain.
 */
const TEXT_TYPES: Record<string, string> = {
  css: 'text/css',
  csv: 'text/csv',
  htm: 'text/html',
  html: 'text/html',
  js: 'application/javascript',
  json: 'application/json',
  md: 'text/markdown',
  svg: 'image/svg+xml',
  xhtml: 'application/xhtml+xml',
  xml: 'application/xml',
  yml: 'application/x-yaml',
}

/**
 * The type a file's bytes are, never the type its part declares (a client picks that freely). A
 * binary format is known by its signature (file-type, as Payload's upload check does); text formats
 * have none, so an extension names only a text type: HTML named photo.png is text/plain.
 */
const contentTypeOf = async (file: UploadedFile) => {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : ''
  const detected = (await fileTypeFromBuffer(file.data))?.mime
  // An SVG with an XML declaration is detected as XML; Payload's generateFileData corrects it the same way.
  if (detected === 'application/xml' && extension === 'svg') return 'image/svg+xml'
  return detected ?? TEXT_TYPES[extension] ?? 'text/plain'
}

/** IP as set by the host's reverse proxy; the host sees no socket address through the Fetch API. */
const clientIp = (req: PayloadRequest) =>
  req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || req.headers.get('x-real-ip') || undefined

const fail = (req: PayloadRequest, errors: FieldError[]): never => {
  throw new ValidationError({ collection: SUBMISSIONS_SLUG, errors }, req.t)
}

/**
 * Keeps a 400 of the managed collections listing each field path with its message: a failed
 * submission's `values.<path>`, and a form's authoring errors, which the admin shows at their fields.
 * In a Next.js production build, a Payload instance first started by a server component page (a
 * site page rendering <Form>, or the admin) throws that bundle's ValidationError, which the REST
 * route's own `instanceof` check does not know: Payload's error body then keeps only the message.
 */
export const keepValidationErrorsAfterError: AfterErrorHook = ({ collection, error, result }) => {
  const { status, data } = error as Error & { status?: number; data?: { errors?: unknown } }
  const managed = collection?.slug === SUBMISSIONS_SLUG || collection?.slug === FORMS_SLUG
  if (!managed || status !== 400 || !Array.isArray(data?.errors) || result?.errors?.[0]?.data) return
  return { response: { errors: [{ name: 'ValidationError', message: error.message, data }] }, status }
}

/** Honeypot and fill-time signals; reject answers 400, flag stores the submission as flagged. */
export const buildSpamGuardBeforeValidate = (spam: NonNullable<ResolvedFormBuilder['spam']>): CollectionBeforeValidateHook => ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const signals: string[] = []
  const honeypot = data[spam.honeypotField]
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') signals.push('honeypot')
  const startedAt = data.startedAt === undefined ? NaN : new Date(data.startedAt).getTime()
  if (Number.isNaN(startedAt)) signals.push('missingStartedAt')
  else if (spam.now() - startedAt < spam.minFillMs) signals.push('tooFast')
  delete data[spam.honeypotField]
  delete data.startedAt

  const verdict = signals.length ? (spam.mode === 'reject' ? 'rejected' : 'flagged') : 'ok'
  if (verdict === 'rejected') {
    fail(req, [{ path: 'spam', message: `Submission rejected as spam (${signals.join(', ')}).` }])
  }
  data.meta = { ...(data.meta ?? {}), spam: { verdict, signals } }
  if (verdict === 'flagged') data.status = 'flagged'
  return data
}

/** Fields of the form a submitter could reach: unassigned fields, plus those of steps whose condition holds. */
const reachableFieldNames = (form: Record<string, any>, values: Record<string, unknown>) => {
  const fields = (form.fields ?? []) as FormFieldConfig[]
  const steps = (form.steps ?? []) as Array<{ fields?: string[]; condition?: { field?: string; equals?: string } }>
  if (!steps.length) return new Set(fields.map((field) => field.name).filter(Boolean) as string[])
  const assigned = new Set(steps.flatMap((step) => step.fields ?? []))
  const reachable = new Set(fields.map((field) => field.name).filter((name) => name && !assigned.has(name)) as string[])
  for (const step of steps) {
    const condition = step.condition
    const holds = !condition?.field || String(values[condition.field] ?? '') === String(condition.equals ?? '')
    if (holds) for (const name of step.fields ?? []) reachable.add(name)
  }
  return reachable
}

interface CheckArgs {
  resolved: ResolvedFormBuilder
  field: FormFieldConfig
  definition: FieldDefinition
  value: unknown
  path: string
  req: PayloadRequest
  t: ReturnType<typeof translator>
  errors: FieldError[]
}

/** Type check, then implied and authored rules; pushes one error per failing rule. */
const checkAnswer = ({ resolved, field, definition, value, path, req, t, errors }: CheckArgs) => {
  const requiredRule = resolved.rules.required
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
  const typeMessages = definition.check?.({ value, field, t, req, definitions: resolved.definitions })
  if (typeMessages && typeMessages.length) {
    for (const message of [typeMessages].flat()) errors.push({ path, message })
    return
  }
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
      const definition = args.resolved.definitions[column.type ?? 'text'] ?? args.resolved.definitions.text
      if (!definition) continue
      checkAnswer({
        ...args,
        definition,
        field: { blockType: column.type ?? 'text', name: column.name, label: column.label, required: column.required },
        value: row[column.name],
        path: `${args.path}.${index}.${column.name}`,
      })
    }
  })
}

/** Cells stored as their column type stores them (numeric strings to numbers...). */
const normalizeRows = (definitions: ResolvedFormBuilder['definitions'], field: FormFieldConfig, rows: Array<Record<string, unknown>>) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([name, cell]) => {
        const column = (field.columns ?? []).find((entry) => entry.name === name)
        const definition = definitions[column?.type ?? 'text']
        const normalized = definition?.normalize && !isEmpty(cell) ? definition.normalize(cell, { blockType: column?.type ?? 'text', name }) : cell
        return [name, normalized]
      }),
    ),
  )

/**
 * Who sent it, for the admin's list title and search: the first email answer, else the signed-in
 * user's email, else null (an anonymous submission without an email field).
 */
const submitterOf = (fields: FormFieldConfig[], values: Record<string, unknown>, req: PayloadRequest): string | null => {
  for (const field of fields) {
    const value = field.blockType === 'email' && field.name ? values[field.name] : undefined
    if (typeof value === 'string' && value) return value
  }
  const email = (req.user as { email?: unknown } | null | undefined)?.email
  return typeof email === 'string' ? email : null
}

/**
 * The server-side validator: every answer is checked against the form's fields and rules; a
 * failure answers 400 with each failing path and message, and nothing is stored. On success the
 * submission gets its normalized values, descriptors, consent entries and meta.
 */
export const buildValidateSubmissionBeforeValidate = (resolved: ResolvedFormBuilder): CollectionBeforeValidateHook => async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  // A missing form reference is the validator's to report below, not extractID's to crash on.
  const formID = data.form == null ? undefined : extractID(data.form)
  if (operation === 'update' && JSON.stringify(data.values) === JSON.stringify(originalDoc?.values) && formID === extractID(originalDoc!.form)) {
    return data
  }
  const localization = req.payload.config.localization
  const locale = String(data.locale ?? (localization ? req.locale : undefined) ?? 'en')
  if (localization && !localization.localeCodes.includes(locale)) {
    fail(req, [{ path: 'locale', message: `Unknown locale: ${locale} (known: ${localization.localeCodes.join(', ')})` }])
  }
  const t = translator(locale)
  const form = await loadForm(resolved.formCache, formID, localization ? locale : undefined, req)
  if (!form) fail(req, [{ path: 'form', message: `No form with id ${String(formID ?? '(missing)')}` }])
  const rawValues = data.values ?? {}
  if (typeof rawValues !== 'object' || Array.isArray(rawValues)) fail(req, [{ path: 'values', message: 'Must be an object of answers.' }])

  const errors: FieldError[] = []
  const values: Record<string, unknown> = {}
  const descriptors: Record<string, unknown> = {}
  const consent: Array<Record<string, unknown>> = []
  const files: Record<string, UploadedFile> = {}
  const now = resolved.now()
  const incoming = { ...(rawValues as Record<string, unknown>) }
  const uploaded = ((req as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {}) as Record<string, UploadedFile | UploadedFile[]>

  const fields = (form!.fields ?? []) as FormFieldConfig[]
  const reachable = reachableFieldNames(form!, incoming)
  const poll = form!.poll as Record<string, any> | undefined
  const voteField = poll?.type ? String(poll.voteField || 'vote') : undefined
  const known = new Set([...fields.map((field) => field.name), voteField].filter(Boolean))
  for (const key of Object.keys(incoming)) {
    if (!known.has(key)) errors.push({ path: `values.${key}`, message: t('unknownField') })
  }

  for (const field of fields) {
    const definition = resolved.definitions[field.blockType]
    if (!definition || definition.collectsValue === false || !field.name) continue
    if (!reachable.has(field.name)) continue
    const path = `values.${field.name}`
    let value = field.blockType === 'hidden' ? (incoming[field.name] ?? field.defaultValue) : incoming[field.name]
    if (definition.type === 'file' || field.blockType === 'file') {
      const part = uploaded[field.name]
      const sent = Array.isArray(part) ? part[0] : part
      value = undefined
      if (sent) {
        // Rules, storage and descriptor all see the sniffed type.
        const file = { ...sent, mimetype: await contentTypeOf(sent) }
        value = { name: file.name, mimetype: file.mimetype, declaredType: sent.mimetype, size: file.size }
        files[field.name] = file
      }
    }
    const before = errors.length
    const args: CheckArgs = { resolved, field, definition, value, path, req, t, errors }
    checkAnswer(args)
    if (errors.length === before && field.blockType === 'repeater' && Array.isArray(value)) checkRepeaterRows(args)
    if (errors.length !== before || value === undefined) continue

    const stored =
      field.blockType === 'repeater' && Array.isArray(value)
        ? normalizeRows(resolved.definitions, field, value as Array<Record<string, unknown>>)
        : definition.normalize && !isEmpty(value)
          ? definition.normalize(value, field)
          : value
    values[field.name] = stored
    descriptors[field.name] = {
      type: field.blockType,
      label: pickText(field.label ?? undefined, locale) ?? field.name,
      ...(field.blockType === 'repeater'
        ? { columns: (field.columns ?? []).map((column) => ({ name: column.name, label: column.label ?? column.name, type: column.type ?? 'text' })) }
        : {}),
      ...(definition.describe && !isEmpty(value) ? definition.describe(field, stored) : {}),
    }
    if (field.blockType === 'consent') {
      consent.push({ field: field.name, source: field.source, state: value === true ? 'agreed' : 'declined', capturedAt: now.toISOString() })
    }
  }

  const meta: Record<string, unknown> = { ...(data.meta ?? {}), receivedAt: now.toISOString() }
  if (voteField && poll) {
    const vote = incoming[voteField]
    const votes = (Array.isArray(vote) ? vote : [vote]).filter((item) => item !== undefined && item !== null && item !== '')
    const options = await effectivePollOptions(form!, req, resolved.pollSources)
    const allowed = new Set(options.map((option) => option.value))
    if (isPollClosed(poll, now)) errors.push({ path: `values.${voteField}`, message: t('pollClosed') })
    else if (votes.length === 0) errors.push({ path: `values.${voteField}`, message: t('required') })
    else if (votes.length > 1 && !poll.multiple) errors.push({ path: `values.${voteField}`, message: 'Pick one option.' })
    else if (votes.some((item) => !allowed.has(String(item)))) {
      errors.push({ path: `values.${voteField}`, message: `Not among the poll's options: ${votes.filter((item) => !allowed.has(String(item))).join(', ')}` })
    } else {
      values[voteField] = poll.multiple ? votes.map(String) : String(votes[0])
      descriptors[voteField] = { type: 'vote', label: voteField, options: votes.map((item) => options.find((option) => option.value === String(item))) }
    }
    if (poll.onePerSubmitter && operation === 'create') {
      const voter = req.user ? `user:${req.user.collection}:${req.user.id}` : clientIp(req) ? `ip:${clientIp(req)}` : undefined
      if (!voter) errors.push({ path: `values.${voteField}`, message: 'Cannot tell who is voting: sign in, or send through a proxy that sets X-Forwarded-For.' })
      else {
        const earlier = await req.payload.count({
          collection: SUBMISSIONS_SLUG,
          where: { and: [{ form: { equals: form!.id } }, { voter: { equals: voter } }] },
          overrideAccess: true,
          req,
        })
        if (earlier.totalDocs > 0 && errors.length === 0) throw new APIError('You have already voted in this poll.', 409)
        data.voter = voter
      }
    }
  }
  if (errors.length) fail(req, errors)

  if (resolved.options.captureClientInfo) {
    meta.ip = clientIp(req) ?? null
    meta.userAgent = req.headers.get('user-agent') ?? null
  }
  if (Object.keys(files).length) {
    if (!resolved.uploadsCollection) fail(req, Object.keys(files).map((name) => ({ path: `values.${name}`, message: 'Uploads are not enabled.' })))
    req.context[PENDING_FILES] = files
  }
  data.form = form!.id
  data.locale = locale
  data.values = values
  data.submitter = submitterOf(fields, values, req)
  data.descriptors = descriptors
  data.consent = consent
  data.meta = meta
  return data
}

/** Files are stored in the host's uploads collection only after every answer passed validation. */
export const buildStoreUploadsBeforeChange = (collection: string): CollectionBeforeChangeHook => async ({ data, req }) => {
  const files = req.context[PENDING_FILES] as Record<string, UploadedFile> | undefined
  if (!files) return data
  delete req.context[PENDING_FILES]
  for (const [name, file] of Object.entries(files)) {
    const stored = await req.payload.create({
      collection,
      data: {},
      file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.size },
      overrideAccess: true,
      req,
    })
    data.values[name] = stored.id
    data.descriptors[name] = { ...data.descriptors[name], upload: { collection, id: stored.id, filename: file.name, mimeType: file.mimetype, size: file.size } }
  }
  return data
}
