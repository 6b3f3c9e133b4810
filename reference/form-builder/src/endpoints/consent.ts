import type { Endpoint } from 'payload'
import { NO_STORE } from '../defaults'
import type { ResolvedFormBuilder } from '../types'
import { resolverListEndpoint } from './resolverList'
import { readRoutedForm } from './routedForm'

/**
 * GET /api/forms/:id/consent-sources → { sources: [{ field, id, title, statement, url } | { field, id, missing }] }.
 * The statements are resolved live for this request (and its locale); submissions store only the id.
 * The form is read as the caller: core's access answers 403, a missing form is a 404 naming it.
 */
export const buildConsentSourcesEndpoint = ({ options }: ResolvedFormBuilder): Endpoint => ({
  path: '/:id/consent-sources',
  method: 'get',
  handler: async (req) => {
    const form = await readRoutedForm(req)
    const sources = options.consent?.sources ? await options.consent.sources({ req }) : []
    const consentFields = ((form.fields ?? []) as Array<Record<string, any>>).filter(
      (field) => field.blockType === 'consent',
    )
    return Response.json(
      {
        sources: consentFields.map((field) => {
          const source = sources.find((entry) => entry.id === field.source)
          return source
            ? { field: field.name, ...source }
            : { field: field.name, id: field.source, missing: true }
        }),
      },
      { headers: NO_STORE },
    )
  },
})

/**
 * GET /api/forms/consent-sources → { sources: [{ id, title, url }] }: every source the resolver knows,
 * resolved for this request (empty without a resolver). The admin's source picker and submission
 * view read it; signed-in users only.
 */
export const buildConsentSourceListEndpoint = ({ options }: ResolvedFormBuilder): Endpoint =>
  resolverListEndpoint('/consent-sources', 'sources', async (req) =>
    (options.consent?.sources ? await options.consent.sources({ req }) : []).map(
      ({ id, title, url }) => ({ id, title, url }),
    ),
  )
