/**
 * State read from the wrong place: orphaned-targets reads each guide's published document
 * (`draft: false`) instead of its latest version, so a draft revision that moved a guide to a
 * vanished target is missed.
 * @fails WK-14
 */
import type { Payload } from 'payload'
import { overrideMethods, withPayload, wrapEndpoints } from '../support/patch'
import { selfCheck } from '../support/selfCheck'
import { patchedWikiCollection } from './support/patch'

/** A payload whose `find` takes `draft: false`. */
const publishedOnly = (payload: Payload): Payload =>
  overrideMethods(payload, {
    find: (find) => ((args) => find({ ...args, draft: false })) as typeof find,
  })

export default selfCheck(import.meta.url, {
  adminWiki: patchedWikiCollection('pages', (collection) =>
    wrapEndpoints(collection, (handler) => (req) => withPayload(req, publishedOnly, () => handler(req)), '/orphaned-targets'),
  ),
})
