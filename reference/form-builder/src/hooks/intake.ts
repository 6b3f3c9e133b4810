import type {
  AfterErrorHook,
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
} from 'payload'
import { extractID } from 'payload/shared'
import { FORMS_SLUG, SUBMISSIONS_SLUG } from '../defaults'
import { translator } from '../translations'
import type { ResolvedFormBuilder } from '../types'
import { collectAnswers, fieldsOf, reportUnknownAnswers, submitterOf } from './intake/answers'
import { clientIp, fail, type Intake } from './intake/context'
import { holdPendingFiles, takePendingFiles } from './intake/files'
import { ballotOf, checkVote, voterOf } from './intake/poll'
import { resolveSubmission } from './intake/resolve'

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
  if (!managed || status !== 400 || !Array.isArray(data?.errors) || result?.errors?.[0]?.data)
    return
  return {
    response: { errors: [{ name: 'ValidationError', message: error.message, data }] },
    status,
  }
}

/** Honeypot and fill-time signals; reject answers 400, flag stores the submission as flagged. */
export const buildSpamGuardBeforeValidate =
  (spam: NonNullable<ResolvedFormBuilder['spam']>): CollectionBeforeValidateHook =>
  ({ data, operation, req }) => {
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

/**
 * The server-side validator: every answer is checked against the form's fields and rules; a
 * failure answers 400 with each failing path and message, and nothing is stored. On success the
 * submission gets its normalized values, descriptors, consent entries and meta.
 */
export const buildValidateSubmissionBeforeValidate =
  (resolved: ResolvedFormBuilder): CollectionBeforeValidateHook =>
  async ({ data, operation, originalDoc, req }) => {
    if (!data) return data
    // A missing form reference is the validator's to report below, not extractID's to crash on.
    const formID = data.form == null ? undefined : extractID(data.form)
    if (
      operation === 'update' &&
      JSON.stringify(data.values) === JSON.stringify(originalDoc?.values) &&
      formID === extractID(originalDoc!.form)
    ) {
      return data
    }
    const { locale, form, incoming } = await resolveSubmission(resolved, data, formID, req)
    const intake: Intake = {
      resolved,
      req,
      form,
      locale,
      t: translator(locale),
      now: resolved.now(),
      incoming,
      errors: [],
    }
    const ballot = ballotOf(form)
    reportUnknownAnswers(intake, ballot?.voteField)
    const { values, descriptors, consent, files } = await collectAnswers(intake)
    if (ballot) {
      const vote = await checkVote(intake, ballot)
      if (vote) {
        values[ballot.voteField] = vote.value
        descriptors[ballot.voteField] = vote.descriptor
      }
      // Without a voter, voterOf has added the error that fails the submission below.
      if (ballot.poll.onePerSubmitter && operation === 'create')
        data.voter = await voterOf(intake, ballot)
    }
    if (intake.errors.length) fail(req, intake.errors)

    const meta: Record<string, unknown> = {
      ...(data.meta ?? {}),
      receivedAt: intake.now.toISOString(),
    }
    if (resolved.options.captureClientInfo) {
      meta.ip = clientIp(req) ?? null
      meta.userAgent = req.headers.get('user-agent') ?? null
    }
    // Only the file type collects files, and it is registered only with uploads on.
    if (Object.keys(files).length) holdPendingFiles(req, files)
    data.form = form.id
    data.locale = locale
    data.values = values
    data.submitter = submitterOf(fieldsOf(form), values, req)
    data.descriptors = descriptors
    data.consent = consent
    data.meta = meta
    return data
  }

/** Files are stored in the host's uploads collection only after every answer passed validation. */
export const buildStoreUploadsBeforeChange =
  (collection: string): CollectionBeforeChangeHook =>
  async ({ data, req }) => {
    const files = takePendingFiles(req)
    if (!files) return data
    for (const [name, file] of Object.entries(files)) {
      const stored = await req.payload.create({
        collection,
        data: {},
        file: { data: file.data, mimetype: file.mimetype, name: file.name, size: file.size },
        overrideAccess: true,
        req,
      })
      data.values[name] = stored.id
      data.descriptors[name] = {
        ...data.descriptors[name],
        upload: {
          collection,
          id: stored.id,
          filename: file.name,
          mimeType: file.mimetype,
          size: file.size,
        },
      }
    }
    return data
  }
