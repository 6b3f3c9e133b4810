import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { SUBMISSIONS_SLUG } from '../defaults'

/**
 * A form that still has submissions is not deleted: they point at it (a required relationship the
 * database would defend with a 500), and they are records an editor removes on purpose, not along
 * with a form. The 409 says how many there are.
 */
export const keepAnsweredForms: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: SUBMISSIONS_SLUG,
    overrideAccess: true,
    req,
    where: { form: { equals: id } },
  })
  if (totalDocs)
    throw new APIError(
      `This form has ${totalDocs} submission${totalDocs === 1 ? '' : 's'}; delete ${totalDocs === 1 ? 'it' : 'them'} before the form.`,
      409,
    )
}
