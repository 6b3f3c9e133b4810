import { APIError, type PayloadRequest } from 'payload'
import { FORMS_SLUG } from '../defaults'
import { formBuilderT } from '../i18n'

/** Longest part of an id a message quotes back. */
const QUOTED_ID_MAX = 64

/**
 * The form the route's `:id` names, read as the caller: core's access answers 403; a form that does
 * not exist (or that the caller's access hides) is a 404 naming the form and the id asked for.
 */
export const readRoutedForm = async (req: PayloadRequest) => {
  const id = String(req.routeParams?.id ?? '')
  try {
    return await req.payload.findByID({
      collection: FORMS_SLUG,
      id,
      depth: 0,
      overrideAccess: false,
      req,
    })
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error
    const quoted = id.length > QUOTED_ID_MAX ? `${id.slice(0, QUOTED_ID_MAX)}…` : id
    throw new APIError(formBuilderT(req.t)('formNotFound', { id: quoted }), 404)
  }
}
