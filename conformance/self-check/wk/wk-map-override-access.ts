/**
 * The Local API's default kept: targets-map finds the guides without `overrideAccess: false`, so
 * every reader sees every published guide, whatever their read access allows.
 * @fails WK-09 WK-81
 */
import type { Config, Payload } from 'payload'
import reference from '../../../reference'
import { overrideMethods, patchCollection, withPayload, wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'

/** A payload whose `find` takes overrideAccess: true. */
const overridingAccess = (payload: Payload): Payload =>
  overrideMethods(payload, {
    find: (find) => ((args) => find({ ...args, overrideAccess: true })) as typeof find,
  })

export default selfCheck(import.meta.url, {
  adminWiki:
    (options: Record<string, any> = {}) =>
    async (config: Config) =>
      patchCollection(await reference.adminWiki!(options)(config), options.slugs?.pages ?? 'wiki-pages', (collection) =>
        wrapEndpoints(collection, (handler) => (req) => withPayload(req, overridingAccess, () => handler(req)), '/targets-map'),
      ),
})
