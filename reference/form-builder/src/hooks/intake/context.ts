import { type PayloadRequest, ValidationError } from 'payload'
import { SUBMISSIONS_SLUG } from '../../defaults'
import type { translator } from '../../translations'
import type { ResolvedFormBuilder } from '../../types'

export type FieldError = { path: string; message: string }

/** Answers 400 listing each failing path with its message. Typed explicitly so that TypeScript knows it never returns. */
export const fail: (req: PayloadRequest, errors: FieldError[]) => never = (req, errors) => {
  throw new ValidationError({ collection: SUBMISSIONS_SLUG, errors }, req.t)
}

/** IP as set by the host's reverse proxy; the host sees no socket address through the Fetch API. */
export const clientIp = (req: PayloadRequest) =>
  req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
  req.headers.get('x-real-ip') ||
  undefined

/** One submission's intake as its phases read it; each phase adds its failures to `errors`, in the order checked. */
export interface Intake {
  resolved: ResolvedFormBuilder
  req: PayloadRequest
  form: Record<string, any>
  locale: string
  t: ReturnType<typeof translator>
  now: Date
  /** The submitted answers, by field name. */
  incoming: Record<string, unknown>
  errors: FieldError[]
}
