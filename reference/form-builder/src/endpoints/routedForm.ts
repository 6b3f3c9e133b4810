import { APIError, type PayloadRequest } from 'payload'
import { quoted } from '../../../shared/messages'
import { FORMS_SLUG } from '../defaults'
import { formBuilderT } from '../i18n'

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
    throw new APIError(formBuilderT(req.t)('formNotFound', { id: quoted(id) }), 404)
  }
}
