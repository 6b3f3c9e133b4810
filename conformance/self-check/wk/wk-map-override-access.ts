/**
 * The Local API's default kept: targets-map finds the guides without `overrideAccess: false`, so
 * every reader sees every published guide, whatever their read access allows.
 * @fails WK-09 WK-81
 */
import type { Payload } from 'payload'
import { overrideMethods, withPayload, wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

/** A payload whose `find` takes overrideAccess: true. */
const overridingAccess = (payload: Payload): Payload =>
  overrideMethods(payload, {
    find: (find) => ((args) => find({ ...args, overrideAccess: true })) as typeof find,
  })

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('pages', (collection) =>
    wrapEndpoints(collection, (handler) => (req) => withPayload(req, overridingAccess, () => handler(req)), '/targets-map'),
  ),
})
