import { nameOfPath } from './steps'
import type { FieldErrors } from './validation'

/** The body of POST /api/form-submissions (hooks/intake.ts), the honeypot under its configured name. */
type Envelope = {
  form: string | number
  locale: string
  values: Record<string, unknown>
  startedAt: string
} & Record<string, unknown>

/**
 * Sends a submission: JSON, or multipart when the form has file fields (`files` not null): the
 * `_payload` part holds the JSON and each chosen file is a part named like its field.
 */
export const postSubmission = (
  url: string,
  envelope: Envelope,
  files: Array<[string, File]> | null,
) => {
  const init: RequestInit = files
    ? { body: multipart(envelope, files) }
    : { body: JSON.stringify(envelope), headers: { 'content-type': 'application/json' } }
  return fetch(url, { method: 'POST', credentials: 'include', ...init })
}

const multipart = (envelope: Envelope, files: Array<[string, File]>) => {
  const body = new FormData()
  body.set('_payload', JSON.stringify(envelope))
  for (const [name, file] of files) body.set(name, file, file.name)
  return body
}

interface ErrorBody {
  errors?: Array<{ message?: string; data?: { errors?: Array<{ path: string; message: string }> } }>
}

/**
 * Splits a failure body into messages at rendered fields and the rest. Payload's ValidationError
 * (400) lists `{ path, message }` under `errors[0].data.errors`; other errors carry only a message.
 */
export const readErrors = (
  body: unknown,
  isRendered: (name: string) => boolean,
  fallback: string,
) => {
  const fieldErrors: FieldErrors = {}
  const formErrors: string[] = []
  for (const error of (body as ErrorBody | null)?.errors ?? []) {
    const entries = error.data?.errors
    if (!entries?.length) {
      if (error.message) formErrors.push(error.message)
      continue
    }
    for (const { path, message } of entries) {
      const name = nameOfPath(path)
      if (name && isRendered(name)) (fieldErrors[path] ??= []).push(message)
      else formErrors.push(message)
    }
  }
  if (!Object.keys(fieldErrors).length && !formErrors.length) formErrors.push(fallback)
  return { fieldErrors, formErrors }
}
