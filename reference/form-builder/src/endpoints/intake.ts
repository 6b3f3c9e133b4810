import { getTranslation } from '@payloadcms/translations'
import {
  APIError,
  addDataAndFileToRequest,
  addLocalesToRequestFromData,
  createOperation,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { INTAKE_CONTEXT_KEY, SUBMISSIONS_SLUG } from '../defaults'
import { parseCreateParams, unlinkUploadTempFile } from './coreCompat'

/**
 * Objects and arrays a submission body may nest (body › values › repeater › row is 4). Deeper is a
 * 400: Payload copies the data recursively, and a 10,000-deep object overflows the stack (a 500).
 */
const MAX_SUBMISSION_DEPTH = 16

/** Stops at the limit, so the check itself never recurses deeper than it allows. */
const nestsDeeperThan = (value: unknown, levels: number): boolean =>
  value !== null &&
  typeof value === 'object' &&
  (levels === 0 || Object.values(value).some((child) => nestsDeeperThan(child, levels - 1)))

const badBody = (message: string) => new APIError(message, 400)

/**
 * Core's body parser (JSON, or multipart with `_payload` and file parts within the host's upload
 * limits), answering 400 for each body it would leave to a 500: a `_payload` that is not JSON, a
 * multipart body it cannot read, another content type or no `_payload` (no data), data that is not
 * an object, and deep nesting.
 */
const readSubmission = async (req: PayloadRequest) => {
  const multipart = (req.headers.get('content-type') ?? '').includes('multipart/')
  try {
    await addDataAndFileToRequest(req)
  } catch (error) {
    // A malformed JSON body core already answers with a 400. In multipart, it parses `_payload`
    // unguarded (a SyntaxError) and its parser's errors (a body cut short, no boundary) carry no
    // status; its limits keep their 413.
    if (multipart && !(error instanceof APIError && error.status < 500)) {
      throw badBody(
        error instanceof SyntaxError
          ? 'The `_payload` part is not valid JSON.'
          : `The multipart body could not be read: ${(error as Error).message}`,
      )
    }
    throw error
  }
  const data: unknown = req.data
  if (data === undefined) {
    throw badBody(
      multipart
        ? 'A multipart submission needs a `_payload` part holding its JSON.'
        : 'Send the submission as application/json, or as multipart/form-data with a `_payload` part.',
    )
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw badBody('The submission must be a JSON object: { form, values }.')
  if (nestsDeeperThan(data, MAX_SUBMISSION_DEPTH))
    throw badBody(`The submission nests deeper than ${MAX_SUBMISSION_DEPTH} levels.`)
}

/**
 * POST /api/form-submissions, the public intake. Registered before core's create endpoint, so the
 * host routes here: the plugin reads the body, then creates exactly as core's REST handler does
 * (same operation, query params, hooks and response), so every other intake rule still applies.
 */
export const buildIntakeEndpoint = (): Endpoint => ({
  path: '/',
  method: 'post',
  handler: async (req) => {
    try {
      await readSubmission(req)
      addLocalesToRequestFromData(req)
      req.context[INTAKE_CONTEXT_KEY] = true
      const collection = req.payload.collections[SUBMISSIONS_SLUG]!
      const { autosave, depth, draft, populate, publishAllLocales, select } = parseCreateParams(
        req.query,
      )
      const doc = await createOperation({
        autosave,
        collection,
        data: req.data as never,
        depth,
        draft,
        populate,
        publishAllLocales,
        publishSpecificLocale: req.query.publishSpecificLocale as string | undefined,
        req,
        select,
      })
      const label = getTranslation(collection.config.labels.singular, req.i18n)
      return Response.json(
        { doc, message: req.t('general:successfullyCreated', { label }) },
        { status: 201 },
      )
    } finally {
      await unlinkUploadTempFile(req)
    }
  },
})
