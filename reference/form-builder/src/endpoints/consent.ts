import type { Endpoint } from 'payload'
import { FORMS_SLUG, runtimeOf } from '../runtime'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * GET /api/forms/:id/consent-sources → { sources: [{ field, id, title, statement, url } | { field, id, missing }] }.
 * The statements are resolved live for this request (and its locale); submissions store only the id.
 */
export const consentSourcesEndpoint: Endpoint = {
  path: '/:id/consent-sources',
  method: 'get',
  handler: async (req) => {
    const resolve = runtimeOf(req.payload).options.consent?.sources
    let form: Record<string, any>
    try {
      form = await req.payload.findByID({ collection: FORMS_SLUG, id: req.routeParams?.id as string, depth: 0, overrideAccess: false, req })
    } catch (error) {
      const forbidden = (error as { status?: number }).status === 403
      return json({ errors: [{ message: forbidden ? 'You are not allowed to read this form.' : `No form with id ${String(req.routeParams?.id)}.` }] }, forbidden ? 403 : 404)
    }
    const sources = resolve ? await resolve({ req }) : []
    const consentFields = ((form.fields ?? []) as Array<Record<string, any>>).filter((field) => field.blockType === 'consent')
    return json({
      sources: consentFields.map((field) => {
        const source = sources.find((entry) => entry.id === field.source)
        return source ? { field: field.name, ...source } : { field: field.name, id: field.source, missing: true }
      }),
    })
  },
}
