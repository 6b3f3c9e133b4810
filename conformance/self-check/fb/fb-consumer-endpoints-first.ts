/**
 * Consumer endpoints put before the plugin's: an override endpoint on a plugin path (here
 * `/:id/poll-options`) shadows the plugin's, since the host routes to the first match.
 * @fails FB-03
 */
import type { Endpoint } from 'payload'
import { selfCheck } from '../support/selfCheck'
import { patchCollection } from './support/patch'

export default selfCheck(import.meta.url, {
  formBuilder: patchCollection('forms', (collection, options) => {
    const consumer: Endpoint[] = options.overrides?.forms?.endpoints ?? []
    const plugin = (collection.endpoints || []).filter((endpoint) => !consumer.includes(endpoint))
    return { ...collection, endpoints: [...consumer, ...plugin] }
  }),
})
