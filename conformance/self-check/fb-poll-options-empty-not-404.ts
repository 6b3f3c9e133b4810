/**
 * GET /api/forms/:id/poll-options answers 200 with no options where the spec says 404: for an
 * unknown form or one that is not a poll.
 * @fails FB-16
 */
import type { Config, Endpoint } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

const emptyOn404 = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: async (req) => {
    try {
      return await endpoint.handler(req)
    } catch (error) {
      if ((error as { status?: number }).status === 404) return Response.json({ options: [] })
      throw error
    }
  },
})

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-poll-options-empty-not-404',
  formBuilder: (options: Record<string, any> = {}) => async (config: Config) => {
    const built = await reference.formBuilder!(options)(config)
    return {
      ...built,
      collections: built.collections?.map((collection) =>
        collection.slug === 'forms'
          ? { ...collection, endpoints: (collection.endpoints || []).map((endpoint) => (endpoint.path === '/:id/poll-options' ? emptyOn404(endpoint) : endpoint)) }
          : collection,
      ),
    }
  },
})
