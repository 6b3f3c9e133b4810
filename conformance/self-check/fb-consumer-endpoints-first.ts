/**
 * Consumer endpoints put before the plugin's: an override endpoint on a plugin path (here
 * `/:id/poll-options`) shadows the plugin's, since the host routes to the first match.
 * @fails FB-03
 */
import type { Config, Endpoint } from 'payload'
import reference from '../../reference'
import { defineImplementation } from '../kit/contract'

export default defineImplementation({
  ...reference,
  name: 'self-check: fb-consumer-endpoints-first',
  formBuilder: (options: Record<string, any> = {}) => async (config: Config) => {
    const built = await reference.formBuilder!(options)(config)
    const consumer: Endpoint[] = options.overrides?.forms?.endpoints ?? []
    return {
      ...built,
      collections: built.collections?.map((collection) => {
        if (collection.slug !== 'forms' || !Array.isArray(collection.endpoints)) return collection
        const plugin = collection.endpoints.filter((endpoint) => !consumer.includes(endpoint))
        return { ...collection, endpoints: [...consumer, ...plugin] }
      }),
    }
  },
})
