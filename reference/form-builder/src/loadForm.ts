import type { Payload, PayloadRequest } from 'payload'
import { FORM_CACHE_LIMIT, FORMS_SLUG } from './defaults'
import type { ResolvedFormBuilder } from './types'

const FORMS_IN_REQUEST = 'formBuilderForms'

/**
 * A form as the intake needs it (depth 0, one locale). Reading a form with all its blocks is the
 * costliest part of an intake, so the full read is cached per process and revalidated on every
 * use against the stored updatedAt (a one-column read): an edit made by any process is seen at once.
 */
export const loadForm = async (
  formCache: ResolvedFormBuilder['formCache'],
  id: unknown,
  locale: string | undefined,
  req: PayloadRequest,
) => {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: spares a query only; the read below finds no form for these ids either (one the database cannot compare is caught)
  if (id === undefined || id === null || id === '' || typeof id === 'object') return undefined
  const key = `${String(id)}:${locale ?? ''}`
  // Within one request (validation, then dispatch) the form read once is reused as is.
  const inRequest = (req.context[FORMS_IN_REQUEST] ??= {}) as Record<string, Record<string, any>>
  // Stryker disable next-line ConditionalExpression: spares the second read of a request only; the read gives the same form
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
  // Stryker disable next-line ConditionalExpression: spares the full read only; a cache miss reads the same form
  if (cached && cached.updatedAt === head.updatedAt) return (inRequest[key] = cached.form)
  const form = await req.payload.findByID({
    collection: FORMS_SLUG,
    id: id as string,
    depth: 0,
    locale,
    overrideAccess: true,
    req,
  })
  formCache.delete(key)
  formCache.set(key, { updatedAt: form.updatedAt, form })
  if (formCache.size > FORM_CACHE_LIMIT) formCache.delete(formCache.keys().next().value!)
  return (inRequest[key] = form)
}
